import type { KnipConfig } from 'knip';

/**
 * knip: unused files, exports and dependencies, kept at zero by `pnpm lint`. Entries are what runs: the
 * package scripts (found by knip), the site's bundle entries, programs started by path (services, scripts
 * run as child processes, bench bundles), the brand modules `#brand` points at, and the test files (found by
 * the vitest and playwright plugins). An export used in its own file is not reported: it is exported for a
 * test or as documented API of that module.
 */
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // `/** @knipignore <reason> */` on an export keeps it out of the report; the reason is required by review.
  tags: ['-knipignore'],
  // System tools the scripts call (Debian's apt for chromium and a Java runtime).
  ignoreBinaries: ['apt-get'],
  workspaces: {
    '.': {
      entry: [
        'site/entry-server.ts',
        'site/build-entry.ts',
        // The service worker's source, bundled by path (vite.config.ts's serviceWorkerPlugin).
        'site/runtime/service-worker.ts',
        // `#brand` resolves to one of these per build (vite.config.ts); tsconfig maps it to winora only.
        'brands/*/index.ts',
        'services/*/main.ts',
        // Started by path as child processes or run by hand (scripts/service-process.ts, scripts/test.ts).
        'scripts/*-service.ts',
        'scripts/check-*.ts',
        'scripts/ensure-*.ts',
        'scripts/conformance/ensure-*.ts',
        'scripts/exit-with-parent.ts',
        'scripts/packages-as-is.ts',
        'scripts/generate-content.ts',
        // Bundled or run by bench/run.ts by path.
        'bench/*-entry.ts',
        'bench/bundle-cli.ts',
        'bench/commerce.ts',
        'bench/build-floor.ts',
        // Entries of the client-bundle guard's test builds.
        'tests/fixtures/client-bundle/*.ts',
      ],
      project: ['**/*.{ts,tsx,js,mjs,cjs}'],
      ignoreDependencies: [
        // Read as files through createRequire().resolve, which knip cannot follow.
        'axe-core',
        'sitemap',
        'vnu-jar',
      ],
    },
    engine: {
      project: ['**/*.{ts,tsx}'],
    },
  },
};

export default config;
