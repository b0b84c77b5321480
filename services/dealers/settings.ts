/**
 * The dealer service's settings, read once from the command line and the environment with the settings kit: the
 * only place in this folder that reads `process.env`.
 */
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said; the site's local dealer endpoint points here. */
export const DEFAULT_DEALERS_PORT = 4210;

/** `node --import tsx services/dealers/main.ts`: the service on its own. */
export const dealerSettings = defineSettings({
  command: 'node --import tsx services/dealers/main.ts',
  summary: 'Runs the local dealer shops service (dealers by brand, country, position and radius, filters, the places gazetteer) and the bicycle-dealer product-variants lookup (bidex) over the dealer data files.',
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'DEALERS_PORT', default: String(DEFAULT_DEALERS_PORT), doc: 'port of the dealer service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'DEALERS_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    // No default here: the repository's data folder is an absolute path of this machine, not something to print in tables.
    dataDir: { kind: { type: 'path' }, flag: 'data', env: 'DEALERS_DATA', doc: "folder of the <country>.json dealer files (default: the repository's services/dealers/data)" },
  },
});

/** The service's settings. */
export type DealerSettings = SettingsOf<(typeof dealerSettings)['specs']>;

/** The service's settings from this process's command line and environment (`--help` or a mistake exits). */
export function readDealerSettingsFromProcess(): DealerSettings {
  return dealerSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
