/**
 * `node --import tsx services/web-to-case/main.ts [--port=4400] [--host=127.0.0.1] [--data=DIR] [--return-hosts=a,b]`:
 * runs the local web-to-case service on its own (scripts/start.ts starts it beside the site).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openCaseStore } from './case-store.ts';
import { startWebToCaseServer, type WebToCaseServer } from './create-web-to-case-server.ts';

/** The service's port when nothing else is said; the site's default endpoint points here. */
export const DEFAULT_WEB_TO_CASE_PORT = 4400;
/** Where cases are kept when nothing else is said (gitignored). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'web-to-case');
/** Return hosts always allowed: the machine itself. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

export interface RunOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataDir?: string;
  /** Extra `retURL` hosts (the brands' production hosts). */
  readonly returnHosts?: readonly string[];
  readonly log?: (line: string) => void;
}

/** Opens the store and starts the service; `close()` stops both. */
export async function runWebToCase(options: RunOptions = {}): Promise<WebToCaseServer & { readonly dataDir: string }> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const store = await openCaseStore(dataDir);
  const server = await startWebToCaseServer({
    store,
    port: options.port ?? DEFAULT_WEB_TO_CASE_PORT,
    host: options.host ?? '127.0.0.1',
    returnHosts: [...LOOPBACK_HOSTS, ...(options.returnHosts ?? [])],
    onRequest: (method, url, status) => {
      if (status >= 400 || method === 'POST') options.log?.(`web-to-case ${status} ${method} ${url}`);
    },
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await store.close();
    },
  };
}

function argValue(argv: readonly string[], name: string): string | undefined {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit?.slice(name.length + 3);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const port = Number(argValue(argv, 'port') ?? process.env['WEB_TO_CASE_PORT'] ?? DEFAULT_WEB_TO_CASE_PORT);
  const data = argValue(argv, 'data') ?? process.env['WEB_TO_CASE_DATA'];
  runWebToCase({
    port,
    host: argValue(argv, 'host') ?? '127.0.0.1',
    ...(data ? { dataDir: path.resolve(data) } : {}),
    returnHosts: (argValue(argv, 'return-hosts') ?? '').split(',').filter(Boolean),
    log: (line) => process.stdout.write(`${line}\n`),
  })
    .then((service) => {
      process.stdout.write(`web-to-case service at ${service.url} (cases in ${path.relative(process.cwd(), service.dataDir) || '.'})\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      process.stderr.write(`web-to-case: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
