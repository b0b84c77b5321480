import { afterAll, beforeAll } from 'vitest';
import { startTestService, type TestService, type TestServiceOptions } from './start-test-service.ts';

/**
 * In a vitest file: one local commerce service for the file's tests, started before the first and stopped after the
 * last (`startTestService`). The value stands for the started service: read it inside a test or hook, not while the
 * file is collected (before `beforeAll` it throws, naming why).
 */
export function useTestService(options: TestServiceOptions = {}): TestService {
  let service: TestService | null = null;
  beforeAll(async () => {
    service = await startTestService(undefined, options);
  });
  afterAll(async () => {
    await service?.stop();
  });
  return new Proxy({} as TestService, {
    get(_, key) {
      if (service === null) throw new Error(`The commerce test service's ${String(key)} is read before its beforeAll started it`);
      const value: unknown = Reflect.get(service, key);
      return typeof value === 'function' ? value.bind(service) : value;
    },
  });
}
