/** `pnpm bench:lighthouse`'s settings: the command line and CHROME_PATH, read once (the bench's only `process.env` read). */
import { defineSettings, type SettingsOf } from '../../services/shared/define-settings.ts';
import { brandAndOutSettings } from './build-settings.ts';

export const lighthouseSettings = defineSettings({
  command: 'pnpm bench:lighthouse',
  summary:
    'Lighthouse (mobile profile, default simulated throttling) in Debian chromium against a built site served as pnpm start serves it (static server and local services), home, listing, product and content page, median of N runs; then client navigation time to new content. Writes bench/lighthouse-results.json and .md.',
  settings: {
    ...brandAndOutSettings,
    runs: { kind: { type: 'integer', min: 1, max: 15 }, flag: 'runs', default: '3', doc: 'Lighthouse runs per page (the median is reported)' },
    warmups: { kind: { type: 'integer', min: 0, max: 5 }, flag: 'warmups', default: '1', doc: 'unmeasured Lighthouse runs per page before the measured ones: the local image service makes each picture size on its first request (a CDN has it cached), which slowed the first run\'s largest contentful paint' },
    navRuns: { kind: { type: 'integer', min: 1, max: 50 }, flag: 'nav-runs', default: '9', doc: 'client navigations measured per target page' },
    port: { kind: { type: 'port' }, flag: 'port', default: '4173', doc: 'port of the site (the local services use their usual ports: the pages call them there)' },
    pages: { kind: { type: 'list' }, flag: 'pages', default: 'home=/de-de/,listing=/de-de/ebikes/,product=/de-de/sinus-ix12/,content=/de-de/ueber-uns/', doc: 'name=path pairs to measure' },
    label: { kind: { type: 'string' }, flag: 'label', default: 'after', doc: 'name of this measurement in the results (before/after); other labels already in the results are kept' },
    results: { kind: { type: 'path' }, flag: 'results', default: 'bench/lighthouse-results.json', doc: 'results file (the .md is written beside it)' },
    chromePath: { kind: { type: 'path' }, env: 'CHROME_PATH', default: '/usr/bin/chromium', doc: 'the chromium Lighthouse and the navigation timing drive' },
  },
});

export type LighthouseSettings = SettingsOf<(typeof lighthouseSettings)['specs']>;

/** The settings from this process's command line and environment (help or a mistake exits). */
export function readLighthouseSettingsFromProcess(): LighthouseSettings {
  return lighthouseSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
