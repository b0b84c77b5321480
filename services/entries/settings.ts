/**
 * The entries service's settings and those of `pnpm entries`, read once from the command line and the environment
 * with the settings kit: the only place in this folder that reads `process.env`.
 */
import path from 'node:path';
import { defineSettings, type SettingsOf } from '../shared/define-settings.ts';

/** The service's port when nothing else is said; the site's local entries endpoint points here. */
export const DEFAULT_ENTRIES_PORT = 4240;
/** Where entries and their photos are kept when nothing else is said (gitignored; created with its parents). */
export const DEFAULT_ENTRIES_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'entries');
/** The story files the campaigns (`campaign_entry` blocks) are read from. */
export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..', 'content');

const data = {
  kind: { type: 'path' },
  flag: 'data',
  env: 'ENTRIES_DATA',
  doc: 'folder of the entries and their photos (default: .data/entries; created with its parents; one service at a time)',
} as const;

/** `node --import tsx services/entries/main.ts`: the service on its own. */
export const entriesSettings = defineSettings({
  command: 'node --import tsx services/entries/main.ts',
  summary: 'Runs the local raffle and contest entries service (one entry per email and campaign, photos re-encoded, the captcha widget with its one-time answers).',
  settings: {
    port: { kind: { type: 'port' }, flag: 'port', env: 'ENTRIES_PORT', default: String(DEFAULT_ENTRIES_PORT), doc: 'port of the entries service (0 picks a free one)' },
    host: { kind: { type: 'string' }, flag: 'host', env: 'ENTRIES_HOST', default: '127.0.0.1', doc: 'interface the service listens on' },
    dataDir: data,
    contentDir: { kind: { type: 'path' }, flag: 'content', env: 'ENTRIES_CONTENT', doc: "folder of the story files whose campaign_entry blocks define the campaigns (default: the repository's content/)" },
  },
});

/** The service's settings. */
export type EntriesSettings = SettingsOf<(typeof entriesSettings)['specs']>;

/** `pnpm entries`: lists what the service stored. */
export const listEntriesSettings = defineSettings({
  command: 'pnpm entries',
  summary: 'Prints the stored raffle and contest entries from the data folder (a corrupted line is reported, not fatal).',
  settings: {
    json: { kind: { type: 'boolean' }, flag: 'json', doc: 'print JSON instead of text' },
    dataDir: data,
  },
});

/** `pnpm entries`' settings. */
export type ListEntriesSettings = SettingsOf<(typeof listEntriesSettings)['specs']>;

/** The service's settings from this process's command line and environment (`--help` or a mistake exits). */
export function readEntriesSettingsFromProcess(): EntriesSettings {
  return entriesSettings.readOrExit(process.argv.slice(2), process.env).settings;
}

/** `pnpm entries`' settings from this process's command line and environment (`--help` or a mistake exits). */
export function readListEntriesSettingsFromProcess(): ListEntriesSettings {
  return listEntriesSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
