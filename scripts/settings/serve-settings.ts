/**
 * `pnpm start`'s settings: the command line and the environment, read once. The only place `pnpm start`
 * reads `process.env`.
 */
import { defineSettings, type SettingsOf } from '../../services/shared/define-settings.ts';
import { brandAndOutSettings } from './build-settings.ts';
import { DEFAULT_PORTS, servicePortSettings } from './service-endpoints.ts';

export const serveSettings = defineSettings({
  command: 'pnpm start',
  summary: 'Serves a built site on 127.0.0.1 with real status codes and cache headers, and runs the local services its pages call (commerce, content and images, web-to-case and captcha, dealers). If one of them stops, everything stops.',
  settings: {
    ...brandAndOutSettings,
    port: { kind: { type: 'port' }, flag: 'port', env: 'PORT', default: String(DEFAULT_PORTS.site), doc: 'port of the site' },
    host: { kind: { type: 'string' }, flag: 'host', default: '127.0.0.1', doc: 'interface the site listens on' },
    noServices: { kind: { type: 'boolean' }, flag: 'no-services', doc: 'serve the site only (the browser tests run the services once for several sites)' },
    faults: { kind: { type: 'boolean' }, flag: 'faults', doc: 'fault injection at /__faults (browser tests only)' },
    logRequests: { kind: { type: 'boolean' }, env: 'LOG_REQUESTS', doc: 'log every request (default: only answers of 400 and above)' },
    ...servicePortSettings,
    commerceData: { kind: { type: 'path' }, env: 'COMMERCE_DATA', default: '.data/commerce', doc: 'the commerce service’s database folder (created with its parents)' },
    webToCaseData: { kind: { type: 'path' }, env: 'WEB_TO_CASE_DATA', default: '.data/web-to-case', doc: 'the web-to-case service’s case store folder (created with its parents)' },
  },
});

/** `pnpm start`'s settings. */
export type ServeSettings = SettingsOf<(typeof serveSettings)['specs']>;

/** The settings from this process's command line and environment (help or a mistake exits). */
export function readServeSettingsFromProcess(): ServeSettings {
  return serveSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
