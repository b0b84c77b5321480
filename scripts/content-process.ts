/**
 * Runs the local content service (`scripts/content-service.ts`) as a child process, for `pnpm build` without
 * `CONTENT_TOKEN` (any free port) and `pnpm start` (port 4190): the service never runs inside the build's own process.
 */
import { startServiceProcess, type ServiceExit } from './service-process.ts';

export interface ContentProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Origin written into asset URLs. @default the service's own URL */
  readonly assetBaseUrl?: string;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

export interface ContentProcess {
  /** `http://127.0.0.1:PORT` (the API is under `/v2`). */
  readonly url: string;
  /** Settles when the process has ended (pnpm start's supervision watches it). */
  readonly exited: Promise<ServiceExit>;
  stop(): Promise<void>;
}

const READY = /content service: (http:\/\/[^\s/]+)\/v2/;

/** Starts the service and resolves once it listens (it prints its URL), or rejects with its output. */
export function startContentProcess(options: ContentProcessOptions = {}): Promise<ContentProcess> {
  return startServiceProcess({
    name: 'content',
    script: 'content-service.ts',
    args: [`--port=${options.port ?? 0}`, ...(options.assetBaseUrl ? [`--asset-base=${options.assetBaseUrl}`] : [])],
    ready: READY,
    port: options.port,
    portSetting: 'CONTENT_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
