/**
 * Runs the local reviews service (`services/reviews/main.ts`) as a child process, for `pnpm build` without
 * `REVIEWS_URL` (any free port: the build reads every locale's rating summaries there) and `pnpm start`
 * (REVIEWS_PORT, 4220): the service never runs inside the build's own process.
 */
import { startServiceProcess, type ServiceProcess } from './service-process.ts';

export interface ReviewsProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Give up when the service is not ready after this many ms. @default 180000 (startServiceProcess) */
  readonly readyTimeoutMs?: number;
}

/** The line the service prints once it listens: `reviews service at http://127.0.0.1:4220 (503 reviews of 6 brands)`. */
const READY = /reviews service at (http:\/\/[^\s/]+)/;

/** Starts the service and resolves once it listens, or rejects with its last words (a broken data file names file and field). */
export function startReviewsProcess(options: ReviewsProcessOptions = {}): Promise<ServiceProcess> {
  return startServiceProcess({
    name: 'reviews',
    script: 'services/reviews/main.ts',
    args: [`--port=${options.port ?? 0}`],
    ready: READY,
    port: options.port,
    portSetting: 'REVIEWS_PORT',
    log: options.log,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}
