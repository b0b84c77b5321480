/**
 * The commerce service's settings, read once from the command line and the environment with the settings kit:
 * the only place in this folder that reads the environment (`scripts/commerce-service.ts` hands it `process.env`).
 */
import path from 'node:path';
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said: the storefront's default commerce URL points here. */
export const COMMERCE_DEFAULT_PORT = 4180;
/** Where carts, customers and orders are kept when nothing else is said (git-ignored; created with its parents). */
export const COMMERCE_DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'commerce');

/**
 * Where seeded database snapshots are kept (git-ignored): a new database starts as a copy of its seed's snapshot,
 * made by the first start after a seed change (database/seed-snapshot.ts).
 */
export const COMMERCE_DEFAULT_SEED_CACHE = path.resolve(import.meta.dirname, '..', '..', '.cache', 'commerce');

/** `tsx scripts/commerce-service.ts`: the service in its own process. */
export const commerceSettings = defineSettings({
  command: 'node --import tsx scripts/commerce-service.ts',
  summary: 'Runs the local commerce service: the Shopware store-api on an embedded PostgreSQL (PGlite), with drawn media and a fake payment provider.',
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'COMMERCE_PORT', default: String(COMMERCE_DEFAULT_PORT), doc: 'port of the service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'COMMERCE_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    dataDir: {
      kind: { type: 'path' },
      flag: 'data',
      env: 'COMMERCE_DATA',
      default: COMMERCE_DEFAULT_DATA_DIR,
      doc: 'folder of the database (created with its parents; one service at a time, a second one refuses to start)',
    },
    memory: { kind: { type: 'boolean' }, flag: 'memory', doc: 'no data folder: a throwaway database removed on stop (the build reads the catalogue only)' },
    seedCache: {
      kind: { type: 'path' },
      flag: 'seed-cache',
      env: 'COMMERCE_SEED_CACHE',
      default: COMMERCE_DEFAULT_SEED_CACHE,
      doc: 'folder of seeded database snapshots: a new database copies its seed\'s snapshot instead of seeding (made on first use)',
    },
    brands: { kind: { type: 'string' }, flag: 'brands', doc: 'seed only these brands, comma-separated (the build seeds the brand it builds; default every brand)' },
    publicOrigin: {
      kind: { type: 'url' },
      flag: 'public-origin',
      doc: 'origin written into media and payment URLs when the browser reaches another service than this one (the build)',
    },
    // A flag only, never an environment variable: an inherited variable must not open the test hooks by accident.
    control: {
      kind: { type: 'boolean' },
      flag: 'control',
      doc: 'tests only: serve /__control/faults and /__control/products (same-origin requests only)',
    },
  },
});

/** The service's settings. */
export type CommerceSettings = SettingsOf<(typeof commerceSettings)['specs']>;

/** The settings of this process: its command line and environment (prints help or the mistake and exits). */
export function readCommerceSettingsFromProcess(): CommerceSettings {
  return commerceSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
