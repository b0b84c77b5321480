/**
 * Runs the local gallery service (`services/galleries/main.ts`) as a child process for `pnpm start`
 * (GALLERIES_PORT, 4230): the pages' gallery sections call it from the browser. The build does not read it.
 */
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

export interface GalleriesProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

/** The line the service prints once it listens: `gallery service at http://127.0.0.1:4230 (31 feeds, 280 posts)`. */
const READY = /gallery service at (http:\/\/[^\s/]+)/;

/** Starts the service and resolves once it listens, or rejects with its last words (a broken data file names file and field). */
export function startGalleriesProcess(options: GalleriesProcessOptions = {}): Promise<ServiceProcess> {
  return startServiceProcess({
    name: 'gallery',
    script: 'services/galleries/main.ts',
    args: [`--port=${options.port ?? 0}`],
    ready: READY,
    port: options.port,
    portSetting: 'GALLERIES_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
