/**
 * The reviews service's settings, read once from the command line and the environment with the settings kit: the
 * only place in this folder that reads `process.env`.
 */
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said; the site's local reviews endpoint points here. */
export const DEFAULT_REVIEWS_PORT = 4220;

/** `node --import tsx services/reviews/main.ts`: the service on its own. */
export const reviewSettings = defineSettings({
  command: 'node --import tsx services/reviews/main.ts',
  summary: 'Runs the local reviews service: the Bazaarvoice Conversations API (GET /data/reviews.json) and its static content host (per-brand rating summaries) over the review data files.',
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'REVIEWS_PORT', default: String(DEFAULT_REVIEWS_PORT), doc: 'port of the reviews service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'REVIEWS_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    // No default here: the repository's data folder is an absolute path of this machine, not something to print in tables.
    dataDir: { kind: { type: 'path' }, flag: 'data', env: 'REVIEWS_DATA', doc: "folder of the <brand>.json review files (default: the repository's services/reviews/data)" },
  },
});

/** The service's settings. */
export type ReviewSettings = SettingsOf<(typeof reviewSettings)['specs']>;

/** The service's settings from this process's command line and environment (`--help` or a mistake exits). */
export function readReviewSettingsFromProcess(): ReviewSettings {
  return reviewSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
