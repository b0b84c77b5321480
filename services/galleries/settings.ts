/**
 * The gallery service's settings, read once from the command line and the environment with the settings kit: the
 * only place in this folder that reads `process.env`.
 */
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said; the site's local gallery endpoint points here. */
export const DEFAULT_GALLERIES_PORT = 4230;

/** `node --import tsx services/galleries/main.ts`: the service on its own. */
export const gallerySettings = defineSettings({
  command: 'node --import tsx services/galleries/main.ts',
  summary: "Runs the local gallery service (the riders' photo feeds of every brand and their pictures in several widths) over the gallery data files.",
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'GALLERIES_PORT', default: String(DEFAULT_GALLERIES_PORT), doc: 'port of the gallery service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'GALLERIES_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    // No default here: the repository's data folder is an absolute path of this machine, not something to print in tables.
    dataDir: { kind: { type: 'path' }, flag: 'data', env: 'GALLERIES_DATA', doc: "folder of the <brand>.json gallery files (default: the repository's services/galleries/data)" },
  },
});

/** The service's settings. */
export type GallerySettings = SettingsOf<(typeof gallerySettings)['specs']>;

/** The service's settings from this process's command line and environment (`--help` or a mistake exits). */
export function readGallerySettingsFromProcess(): GallerySettings {
  return gallerySettings.readOrExit(process.argv.slice(2), process.env).settings;
}
