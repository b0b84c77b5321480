import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCommerceService, type CommerceService } from '../create-commerce-server.ts';
import { COMMERCE_DEFAULT_SEED_CACHE } from '../settings.ts';

/** A service on a free loopback port with its own temporary data folder (removed by `stop`). */
export interface TestService extends CommerceService {
  readonly dataDir: string;
  /** The store-api base URL (`http://127.0.0.1:PORT/store-api`). */
  readonly storeApi: string;
  stop(): Promise<void>;
}

/** Options of {@link startTestService}. */
export interface TestServiceOptions {
  /** Serve the test hooks under `/__control/` (the service's `control`). @default false */
  readonly control?: boolean;
}

/** Starts a service on a free port; `dataDir` @default a new temporary folder (started from the project's seed snapshot). */
export async function startTestService(dataDir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-test-')), options: TestServiceOptions = {}): Promise<TestService> {
  const service = await startCommerceService({ port: 0, dataDir, control: options.control ?? false, seedCache: COMMERCE_DEFAULT_SEED_CACHE });
  return {
    ...service,
    dataDir,
    storeApi: `${service.url}/store-api`,
    async stop() {
      await service.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the store-api of the winora DE channel (or another key) with JSON in and out. */
export async function call(
  service: Pick<TestService, 'storeApi'>,
  method: string,
  route: string,
  options: { readonly body?: unknown; readonly token?: string; readonly key?: string | null; readonly headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.key !== null) headers['sw-access-key'] = options.key ?? 'SWSCWINORADELOCAL';
  if (options.token !== undefined) headers['sw-context-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${service.storeApi}${route}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
