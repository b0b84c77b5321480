/**
 * Runs the local raffle and contest entries service (`services/entries/main.ts`) as a child process for `pnpm start`
 * (ENTRIES_PORT, 4240): the campaign pages' entry forms post there and the contest gallery reads there. The build
 * does not read it.
 */
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

export interface EntriesProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** The entries' data folder. @default the service's (.data/entries) */
  readonly dataDir?: string;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

/** The line the service prints once it listens: `entries service at http://127.0.0.1:4240 (2 campaigns, …)`. */
const READY = /entries service at (http:\/\/[^\s/]+)/;

/** Starts the service and resolves once it listens, or rejects with its last words (a held data folder, a taken port). */
export function startEntriesProcess(options: EntriesProcessOptions = {}): Promise<ServiceProcess> {
  return startServiceProcess({
    name: 'entries',
    script: 'services/entries/main.ts',
    args: [`--port=${options.port ?? 0}`, ...(options.dataDir ? [`--data=${options.dataDir}`] : [])],
    ready: READY,
    port: options.port,
    portSetting: 'ENTRIES_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
