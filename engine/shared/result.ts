/** Expected failures are values. `ok: false` carries a layered type and whether a retry may help. */
export type Result<T, E = ResultError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export interface ResultError {
  /** Layered type, e.g. `http/404`, `network`, `parse`, `timeout`. */
  readonly type: string;
  readonly message: string;
  /** Network errors, 5xx, 429 and timeouts are retryable; 4xx and parse errors are not. */
  readonly retryable: boolean;
  readonly status?: number;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E = ResultError>(error: E): Result<never, E> => ({ ok: false, error });
