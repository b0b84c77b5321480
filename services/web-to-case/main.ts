/**
 * `node --import tsx services/web-to-case/main.ts [--port=4400] [--host=127.0.0.1] [--data=DIR] [--return-hosts=a,b]`
 * (`--help` lists the environment variables): runs the local web-to-case service on its own (scripts/start.ts
 * starts it beside the site through {@link runWebToCase}).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RefusedPostBounds } from './bound-refused-post.ts';
import { openCaseStore } from './case-store.ts';
import { PortInUseError } from '../shared/listen-on-loopback.ts';
import { startWebToCaseServer, type WebToCaseServer } from './create-web-to-case-server.ts';
import { escapeForTerminal } from './escape-for-terminal.ts';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_TO_CASE_PORT, readWebToCaseSettingsFromProcess } from './settings.ts';

export { DEFAULT_DATA_DIR, DEFAULT_WEB_TO_CASE_PORT } from './settings.ts';

/** Return hosts always allowed: the machine itself. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

export interface RunOptions {
  /** 0 picks a free port. @default 4400 */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** The case store's folder, created with its parents and locked against a second service. @default DEFAULT_DATA_DIR */
  readonly dataDir?: string;
  /** Extra `retURL` hosts (the brands' production hosts). @default [] */
  readonly returnHosts?: readonly string[];
  /** How many refused posts are kept. @default DEFAULT_REFUSED_POST_BOUNDS */
  readonly refusedBounds?: RefusedPostBounds;
  /** Request lines (400s and posts) and problems, control characters escaped. @default none */
  readonly log?: (line: string) => void;
}

/**
 * Opens the store and starts the service; `close()` stops both. Rejects with a one-line message when the
 * data folder is in use by another process or the port is taken (and then holds neither).
 */
export async function runWebToCase(options: RunOptions = {}): Promise<WebToCaseServer & { readonly dataDir: string }> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const port = options.port ?? DEFAULT_WEB_TO_CASE_PORT;
  // Request targets and problems come from the network: escaped before they reach a terminal.
  const log = (line: string): void => options.log?.(escapeForTerminal(line));
  const store = await openCaseStore({ dataDir, ...(options.refusedBounds ? { refusedBounds: options.refusedBounds } : {}) });
  let server: WebToCaseServer;
  try {
    server = await startWebToCaseServer({
      store,
      port,
      host: options.host ?? '127.0.0.1',
      returnHosts: [...LOOPBACK_HOSTS, ...(options.returnHosts ?? [])],
      onRequest: (method, url, status) => {
        if (status >= 400 || method === 'POST') log(`web-to-case ${status} ${method} ${url}`);
      },
      onProblem: log,
    });
  } catch (error) {
    await store.close();
    if (error instanceof PortInUseError) throw new PortInUseError(`web-to-case: ${error.message}; stop what runs there or choose another port (--port or WEB_TO_CASE_PORT).`);
    throw error;
  }
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await store.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readWebToCaseSettingsFromProcess();
  runWebToCase({
    port: settings.port,
    host: settings.host,
    dataDir: settings.dataDir,
    returnHosts: settings.returnHosts,
    log: (line) => process.stdout.write(`${line}\n`),
  })
    .then((service) => {
      process.stdout.write(`web-to-case service at ${service.url} (cases in ${path.relative(process.cwd(), service.dataDir) || '.'})\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message.startsWith('web-to-case') ? message : `web-to-case: ${message}`}\n`);
      process.exit(1);
    });
}
