/**
 * The conformance gate's settings (`scripts/check-conformance.ts`, `scripts/conformance/ensure-java.ts`), read once.
 */
import { defineSettings, type SettingsOf } from '../../services/shared/define-settings.ts';

export const conformanceSettings = defineSettings({
  command: 'tsx scripts/check-conformance.ts',
  summary:
    'Checks built output folders, every page: the Nu HTML Checker with zero errors, every internal link and asset resolves to a file of the build, '
    + 'canonical URLs name built pages, hreflang is reciprocal and listed in the sitemaps, sitemaps are valid against the sitemaps.org schema. '
    + 'Prints page:line:column rule message for each finding; exits 1 on any.',
  settings: {
    out: { kind: { type: 'list' }, flag: 'out', default: 'dist', doc: 'output folders to check, comma-separated (one per brand build)' },
    origin: { kind: { type: 'url' }, flag: 'origin', doc: "the site's origin for every folder (default: each folder's robots.txt sitemap URL)" },
    html: { kind: { type: 'boolean' }, flag: 'html', default: 'true', doc: 'run the Nu HTML Checker (--no-html skips it)' },
    java: { kind: { type: 'path' }, flag: 'java', env: 'JAVA_PATH', default: '/usr/bin/java', doc: 'the java that runs the Nu HTML Checker (installed with apt when missing and running as root)' },
    jobs: { kind: { type: 'integer', min: 1, max: 8 }, flag: 'jobs', doc: 'checker JVMs side by side (default: 2, or 1 on one core)' },
    report: { kind: { type: 'path' }, flag: 'report', doc: 'also write the findings as JSON to this file' },
  },
});

/** The gate's settings. */
export type ConformanceSettings = SettingsOf<(typeof conformanceSettings)['specs']>;

/** The gate's settings from this process's command line and environment (help or a mistake exits). */
export function readConformanceSettingsFromProcess(): ConformanceSettings {
  return conformanceSettings.readOrExit(process.argv.slice(2), process.env).settings;
}
