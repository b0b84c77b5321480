/**
 * Runs the local dealer service (`services/dealers/main.ts`) as a child process, for `pnpm build` without
 * `DEALERS_URL` (any free port: the build reads every country's dealers there) and `pnpm start` (DEALERS_PORT, 4210):
 * the service never runs inside the build's own process.
 */
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

export interface DealersProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

/** The line the service prints once it listens: `dealer service at http://127.0.0.1:4210 (326 dealers)`. */
const READY = /dealer service at (http:\/\/[^\s/]+)/;

/** Starts the service and resolves once it listens, or rejects with its last words (a broken data file names file and field). */
export function startDealersProcess(options: DealersProcessOptions = {}): Promise<ServiceProcess> {
  return startServiceProcess({
    name: 'dealer',
    script: 'services/dealers/main.ts',
    args: [`--port=${options.port ?? 0}`],
    ready: READY,
    port: options.port,
    portSetting: 'DEALERS_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
