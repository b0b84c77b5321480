/**
 * `node --import tsx services/entries/main.ts [--port=4240] [--host=127.0.0.1] [--data=DIR] [--content=DIR]`
 * (`--help` lists the environment variables): runs the local raffle and contest entries service on its own
 * (scripts/start.ts starts it as a child process through this file; tests call {@link runEntries}).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PortInUseError } from '../shared/listen-on-loopback.ts';
import { startEntriesServer, type EntriesServer } from './create-entries-server.ts';
import { openEntryStore } from './entry-store.ts';
import { loadCampaigns, type Campaign } from './load-campaigns.ts';
import { DEFAULT_CONTENT_DIR, DEFAULT_ENTRIES_DATA_DIR, DEFAULT_ENTRIES_PORT, readEntriesSettingsFromProcess } from './settings.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export interface RunEntriesOptions {
  /** 0 picks a free port. @default 4240 */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Folder of the entries and photos, locked against a second service. @default DEFAULT_ENTRIES_DATA_DIR */
  readonly dataDir?: string;
  /** Story files the campaigns are read from. @default DEFAULT_CONTENT_DIR */
  readonly contentDir?: string;
  /** The campaigns, instead of reading `contentDir` (tests). @default from the content */
  readonly campaigns?: ReadonlyMap<string, Campaign>;
  /** @default Date.now */
  readonly clock?: () => number;
  /** Request lines (4xx/5xx and posts) and problems, control characters escaped. @default none */
  readonly log?: (line: string) => void;
}

/** Opens the store, reads the campaigns and starts the service; `close()` stops both and frees the folder. */
export async function runEntries(options: RunEntriesOptions = {}): Promise<EntriesServer & { readonly dataDir: string; readonly campaigns: number }> {
  const log = (line: string): void => options.log?.(line.replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const dataDir = options.dataDir ?? DEFAULT_ENTRIES_DATA_DIR;
  let campaigns = options.campaigns;
  if (!campaigns) {
    const loaded = loadCampaigns(options.contentDir ?? DEFAULT_CONTENT_DIR);
    for (const problem of loaded.problems) log(`entries: ${problem}`);
    campaigns = loaded.campaigns;
  }
  const store = openEntryStore(dataDir);
  for (const problem of store.problems) log(`entries: ${problem}`);
  try {
    const server = await startEntriesServer({
      store,
      campaigns,
      port: options.port ?? DEFAULT_ENTRIES_PORT,
      host: options.host ?? '127.0.0.1',
      ...(options.clock ? { clock: options.clock } : {}),
      onRequest: (method, url, status) => {
        if (status >= 400 || method === 'POST') log(`entries ${status} ${method} ${url}`);
      },
      onProblem: log,
    });
    return {
      ...server,
      dataDir,
      campaigns: campaigns.size,
      async close() {
        await server.close();
        store.close();
      },
    };
  } catch (error) {
    store.close();
    if (error instanceof PortInUseError) throw new PortInUseError(`entries: ${error.message}; stop what runs there or choose another port (--port or ENTRIES_PORT).`);
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readEntriesSettingsFromProcess();
  runEntries({
    port: settings.port,
    host: settings.host,
    ...(settings.dataDir ? { dataDir: settings.dataDir } : {}),
    ...(settings.contentDir ? { contentDir: settings.contentDir } : {}),
    log: (line) => process.stdout.write(`${line}\n`),
  })
    .then((service) => {
      process.stdout.write(`entries service at ${service.url} (${service.campaigns} campaigns, entries in ${path.relative(process.cwd(), service.dataDir) || '.'})\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message.startsWith('entries') ? message : `entries: ${message}`}\n`);
      process.exit(1);
    });
}
