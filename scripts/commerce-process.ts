/**
 * Runs the local commerce service (`scripts/commerce-service.ts`) as a child process, for `pnpm build`
 * (in memory, any free port) and `pnpm start` (persistent data folder, port 4180): the service never runs
 * inside the build's own process.
 */
import { startServiceProcess, type ServiceExit } from './service-process.ts';

export interface CommerceProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Data folder; `undefined` keeps everything in memory (the build's catalogue-only use). */
  readonly dataDir?: string;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Origin for media and payment URLs in the answers (see the service's `publicOrigin`). @default the service's own */
  readonly publicOrigin?: string;
  /** Seed only these brands (a build reads one). @default every brand */
  readonly brands?: readonly string[];
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

export interface CommerceProcess {
  /** `http://127.0.0.1:PORT` (the store-api is under `/store-api`). */
  readonly url: string;
  /** Settles when the process has ended (pnpm start's supervision watches it). */
  readonly exited: Promise<ServiceExit>;
  stop(): Promise<void>;
}

const READY = /commerce service: (http:\/\/[^\s/]+)\/store-api/;

/** Starts the service and resolves once it listens (it prints its URL), or rejects with its output. */
export function startCommerceProcess(options: CommerceProcessOptions = {}): Promise<CommerceProcess> {
  return startServiceProcess({
    name: 'commerce',
    script: 'commerce-service.ts',
    args: [`--port=${options.port ?? 0}`, options.dataDir === undefined ? '--memory' : `--data=${options.dataDir}`, ...(options.publicOrigin ? [`--public-origin=${options.publicOrigin}`] : []), ...(options.brands ? [`--brands=${options.brands.join(',')}`] : [])],
    ready: READY,
    // The build's service (no data folder) lives for one catalogue read: PostgreSQL's WASM stays in V8's baseline
    // code. Optimising its hot functions cost more CPU than it saved there (winora, whole build: the service's CPU
    // 5.9 s instead of 7.8 s; ready at 2.8 s of CPU instead of 3.5 s; stopped in 0.3 s instead of 0.5-2.5 s, since
    // the exit waited for compile jobs). `pnpm start`'s long-lived service keeps the optimising tier.
    nodeFlags: options.dataDir === undefined ? ['--liftoff-only'] : [],
    port: options.port,
    portSetting: 'COMMERCE_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
