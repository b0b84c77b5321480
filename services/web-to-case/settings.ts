/**
 * The web-to-case service's settings and those of `pnpm cases`, read once from the command line and the
 * environment with the settings kit: the only place in this folder that reads `process.env`.
 */
import path from 'node:path';
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said; the site's default endpoint points here. */
export const DEFAULT_WEB_TO_CASE_PORT = 4400;
/** Where cases are kept when nothing else is said (gitignored; created with its parents). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'web-to-case');

const port = {
  kind: { type: 'port' },
  flag: 'port',
  env: 'WEB_TO_CASE_PORT',
  default: String(DEFAULT_WEB_TO_CASE_PORT),
  doc: 'port of the web-to-case and captcha service (0 picks a free one)',
} as const;
const data = {
  kind: { type: 'path' },
  flag: 'data',
  env: 'WEB_TO_CASE_DATA',
  default: DEFAULT_DATA_DIR,
  doc: 'folder of the case store (created with its parents; one service at a time)',
} as const;

/** `services/web-to-case/main.ts`: the service on its own. */
export const webToCaseSettings = defineSettings({
  command: 'node --import tsx services/web-to-case/main.ts',
  summary: 'Runs the local web-to-case endpoint (cases in PostgreSQL, 303 to retURL) and the captcha widget with its one-time answers.',
  settings: {
    port,
    host: { kind: { type: 'string' }, flag: 'host', env: 'WEB_TO_CASE_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    dataDir: data,
    returnHosts: {
      kind: { type: 'list' },
      flag: 'return-hosts',
      env: 'WEB_TO_CASE_RETURN_HOSTS',
      default: '',
      doc: 'comma-separated retURL hosts allowed besides 127.0.0.1, localhost and [::1] (the brands’ production hosts)',
    },
  },
});

/** The service's settings. */
export type WebToCaseSettings = SettingsOf<(typeof webToCaseSettings)['specs']>;

/** `pnpm cases`: lists what the service stored. */
export const casesSettings = defineSettings({
  command: 'pnpm cases',
  summary: 'Prints the stored cases and refused posts: from the running service, else from its data folder.',
  settings: {
    json: { kind: { type: 'boolean' }, flag: 'json', doc: 'print JSON instead of text' },
    url: { kind: { type: 'url' }, flag: 'url', doc: 'the running service (default: http://127.0.0.1:<port>)' },
    port,
    dataDir: data,
  },
});

/** `pnpm cases`' settings. */
export type CasesSettings = SettingsOf<(typeof casesSettings)['specs']>;

/** The service's settings from this process's command line and environment (`--help` or a mistake exits). */
export function readWebToCaseSettingsFromProcess(): WebToCaseSettings {
  return webToCaseSettings.readOrExit(process.argv.slice(2), process.env).settings;
}

/** `pnpm cases`' settings from this process's command line and environment (`--help` or a mistake exits). */
export function readCasesSettingsFromProcess(): CasesSettings {
  return casesSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
