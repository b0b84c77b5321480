/** A promise with its settle functions exposed, to order races in tests step by step. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
  /** `true` once `resolve` or `reject` has been called. */
  readonly settled: boolean;
}

/**
 * Creates a deferred: `const gate = createDeferred(); …; gate.resolve();`.
 * (`Promise.withResolvers` is ES2024; the engine targets ES2023.)
 */
export function createDeferred<T = void>(): Deferred<T> {
  let settled = false;
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    promise,
    resolve(value) {
      settled = true;
      resolve(value);
    },
    reject(reason) {
      settled = true;
      reject(reason);
    },
    get settled() {
      return settled;
    },
  };
}
