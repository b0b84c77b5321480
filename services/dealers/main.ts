/**
 * `node --import tsx services/dealers/main.ts [--port=4210] [--host=127.0.0.1] [--data=DIR]` (`--help` lists the
 * environment variables): runs the local dealer service on its own (scripts/start.ts and scripts/build.ts start
 * it as a child process through this file; tests call {@link runDealers}).
 */
import { pathToFileURL } from 'node:url';
import { PortInUseError } from '../shared/listen-on-loopback.ts';
import { startDealerServer, type DealerServer } from './create-dealer-server.ts';
import { DEFAULT_DEALER_DATA_DIR, loadDealerData } from './load-dealer-data.ts';
import { DEFAULT_DEALERS_PORT, readDealerSettingsFromProcess } from './settings.ts';

/** Characters that act on a terminal instead of showing (C0, DEL, C1, bidi controls, line separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export interface RunDealersOptions {
  /** 0 picks a free port. @default 4210 */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Folder of the `<cc>.json` files. @default the repository's services/dealers/data */
  readonly dataDir?: string;
  /** One line per 4xx/5xx answer (control characters escaped). @default none */
  readonly log?: (line: string) => void;
}

/** Loads and checks the data, then starts the service. Rejects with a one-line message naming the file and field, or the port. */
export async function runDealers(options: RunDealersOptions = {}): Promise<DealerServer & { readonly dealers: number }> {
  const data = loadDealerData(options.dataDir ?? DEFAULT_DEALER_DATA_DIR);
  // Request targets come from the network: escaped before they reach a terminal.
  const log = (line: string): void => options.log?.(line.replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  try {
    const server = await startDealerServer({
      data,
      port: options.port ?? DEFAULT_DEALERS_PORT,
      host: options.host ?? '127.0.0.1',
      onRequest: (method, url, status) => {
        if (status >= 400) log(`dealers ${status} ${method} ${url}`);
      },
      onProblem: log,
    });
    return { ...server, dealers: data.byId.size };
  } catch (error) {
    if (error instanceof PortInUseError) throw new PortInUseError(`dealers: ${error.message}; stop what runs there or choose another port (--port or DEALERS_PORT).`);
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readDealerSettingsFromProcess();
  runDealers({ port: settings.port, host: settings.host, ...(settings.dataDir ? { dataDir: settings.dataDir } : {}), log: (line) => process.stdout.write(`${line}\n`) })
    .then((service) => {
      process.stdout.write(`dealer service at ${service.url} (${service.dealers} dealers)\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message.startsWith('dealers') || message.startsWith('dealer data') ? message : `dealers: ${message}`}\n`);
      process.exit(1);
    });
}
