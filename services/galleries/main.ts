/**
 * `node --import tsx services/galleries/main.ts [--port=4230] [--host=127.0.0.1] [--data=DIR]` (`--help` lists the
 * environment variables): runs the local gallery service on its own (scripts/start.ts starts it as a child process
 * through this file; tests call {@link runGalleries}).
 */
import { pathToFileURL } from 'node:url';
import { PortInUseError } from '../shared/listen-on-loopback.ts';
import { startGalleryServer, type GalleryServer } from './create-gallery-server.ts';
import { DEFAULT_GALLERY_DATA_DIR, loadGalleryData } from './load-gallery-data.ts';
import { DEFAULT_GALLERIES_PORT, readGallerySettingsFromProcess } from './settings.ts';

/** Characters that act on a terminal instead of showing (C0, DEL, C1, bidi controls, line separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export interface RunGalleriesOptions {
  /** 0 picks a free port. @default 4230 */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Folder of the `<brand>.json` files. @default the repository's services/galleries/data */
  readonly dataDir?: string;
  /** One line per 4xx/5xx answer (control characters escaped). @default none */
  readonly log?: (line: string) => void;
}

/** Loads and checks the data, then starts the service. Rejects with a message naming the file and field, or the port. */
export async function runGalleries(options: RunGalleriesOptions = {}): Promise<GalleryServer & { readonly feeds: number; readonly posts: number }> {
  const data = loadGalleryData(options.dataDir ?? DEFAULT_GALLERY_DATA_DIR);
  // Request targets come from the network: escaped before they reach a terminal.
  const log = (line: string): void => options.log?.(line.replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  try {
    const server = await startGalleryServer({
      data,
      port: options.port ?? DEFAULT_GALLERIES_PORT,
      host: options.host ?? '127.0.0.1',
      onRequest: (method, url, status) => {
        if (status >= 400) log(`galleries ${status} ${method} ${url}`);
      },
      onProblem: log,
    });
    return { ...server, feeds: data.feeds.size, posts: data.posts.size };
  } catch (error) {
    if (error instanceof PortInUseError) throw new PortInUseError(`galleries: ${error.message}; stop what runs there or choose another port (--port or GALLERIES_PORT).`);
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readGallerySettingsFromProcess();
  runGalleries({ port: settings.port, host: settings.host, ...(settings.dataDir ? { dataDir: settings.dataDir } : {}), log: (line) => process.stdout.write(`${line}\n`) })
    .then((service) => {
      process.stdout.write(`gallery service at ${service.url} (${service.feeds} feeds, ${service.posts} posts)\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message.startsWith('galler') ? message : `galleries: ${message}`}\n`);
      process.exit(1);
    });
}
