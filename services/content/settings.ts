/**
 * The content service's settings, read once from the command line and the environment with the settings kit:
 * the only place in this folder that reads the environment (`scripts/content-service.ts` hands it `process.env`).
 */
import path from 'node:path';
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said: the site's local content endpoint and asset URLs point here. */
export const CONTENT_DEFAULT_PORT = 4190;
/** The story files of every brand: the repository's `content/`. */
export const CONTENT_DEFAULT_DIR = path.resolve(import.meta.dirname, '..', '..', 'content');
/** Where the service keeps the content it loaded, for the next start over the same files (git-ignored). */
export const CONTENT_DEFAULT_STORE_CACHE = path.resolve(import.meta.dirname, '..', '..', '.cache', 'content');

/** `tsx scripts/content-service.ts`: the service in its own process. */
export const contentSettings = defineSettings({
  command: 'tsx scripts/content-service.ts',
  summary: "Runs the local content service: Storyblok's Content Delivery API v2 (one space per brand, tokens <brand>-public / <brand>-preview) and image service over the story files.",
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'CONTENT_PORT', default: String(CONTENT_DEFAULT_PORT), doc: 'port of the service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'CONTENT_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    // No default here: the repository's content/ is an absolute path of this machine, not something to print in tables.
    contentDir: { kind: { type: 'path' }, flag: 'content', env: 'CONTENT_DIR', doc: "folder with one subfolder of story files per brand (default: the repository's content/)" },
    assetBase: {
      kind: { type: 'url' },
      flag: 'asset-base',
      doc: "origin written into asset URLs when pages reach another service than this one (the build points them at the one pnpm start runs; default: the service's own URL)",
    },
  },
});

/** The service's settings. */
export type ContentSettings = SettingsOf<(typeof contentSettings)['specs']>;

/** The settings of this process: its command line and environment (prints help or the mistake and exits). */
export function readContentSettingsFromProcess(): ContentSettings {
  return contentSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
