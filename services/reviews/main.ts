/**
 * `node --import tsx services/reviews/main.ts [--port=4220] [--host=127.0.0.1] [--data=DIR]` (`--help` lists the
 * environment variables): runs the local reviews service on its own (scripts/start.ts and scripts/build.ts start
 * it as a child process through this file; tests call {@link runReviews}).
 */
import { pathToFileURL } from 'node:url';
import { PortInUseError } from '../shared/listen-on-loopback.ts';
import { startReviewServer, type ReviewServer } from './create-reviews-server.ts';
import { DEFAULT_REVIEW_DATA_DIR, loadReviewData } from './load-review-data.ts';
import { DEFAULT_REVIEWS_PORT, readReviewSettingsFromProcess } from './settings.ts';

/** Characters that act on a terminal instead of showing (C0, DEL, C1, bidi controls, line separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export interface RunReviewsOptions {
  /** 0 picks a free port. @default 4220 */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Folder of the `<brand>.json` files. @default the repository's services/reviews/data */
  readonly dataDir?: string;
  /** One line per 4xx/5xx answer (control characters escaped). @default none */
  readonly log?: (line: string) => void;
}

/** Loads and checks the data, then starts the service. Rejects with a one-line message naming the file and field, or the port. */
export async function runReviews(options: RunReviewsOptions = {}): Promise<ReviewServer & { readonly reviews: number; readonly brands: number }> {
  const data = loadReviewData(options.dataDir ?? DEFAULT_REVIEW_DATA_DIR);
  // Request targets come from the network: escaped before they reach a terminal.
  const log = (line: string): void => options.log?.(line.replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  try {
    const server = await startReviewServer({
      data,
      port: options.port ?? DEFAULT_REVIEWS_PORT,
      host: options.host ?? '127.0.0.1',
      onRequest: (method, url, status) => {
        if (status >= 400) log(`reviews ${status} ${method} ${url}`);
      },
      onProblem: log,
    });
    return { ...server, reviews: [...data.byBrand.values()].reduce((s, b) => s + b.reviews.length, 0), brands: data.byBrand.size };
  } catch (error) {
    if (error instanceof PortInUseError) throw new PortInUseError(`reviews: ${error.message}; stop what runs there or choose another port (--port or REVIEWS_PORT).`);
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readReviewSettingsFromProcess();
  runReviews({ port: settings.port, host: settings.host, ...(settings.dataDir ? { dataDir: settings.dataDir } : {}), log: (line) => process.stdout.write(`${line}\n`) })
    .then((service) => {
      process.stdout.write(`reviews service at ${service.url} (${service.reviews} reviews of ${service.brands} brands)\n`);
      const stop = (): void => void service.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message.startsWith('reviews') || message.startsWith('review data') ? message : `reviews: ${message}`}\n`);
      process.exit(1);
    });
}
