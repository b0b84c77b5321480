/**
 * `pnpm test`'s settings (and its helpers': the chromium check), read once.
 */
import { defineSettings, type SettingsOf } from '../../services/shared/define-settings.ts';

export const testSettings = defineSettings({
  command: 'pnpm test',
  summary: 'Runs every check CI runs (typecheck, lint, unit and integration, fuzz and fault suites, every brand build, the conformance gate, the start smoke test, browser tests) and ends with "N passed, N failed".',
  settings: {
    chromiumPath: { kind: { type: 'path' }, env: 'CHROMIUM_PATH', default: '/usr/bin/chromium', doc: 'the Chromium the browser tests drive (installed with apt when missing and running as root)' },
    ci: { kind: { type: 'boolean' }, env: 'CI', doc: 'set on CI (also passed on to every step)' },
  },
});

/** `pnpm test`'s settings. */
export type TestSettings = SettingsOf<(typeof testSettings)['specs']>;

/** The settings from this process's command line and environment (help or a mistake exits). */
export function readTestSettingsFromProcess(): TestSettings {
  return testSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
