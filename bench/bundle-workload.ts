import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** The two programs the benchmark times: our engine over the workload, and the bare renderToString loop. */
export type BenchEntry = 'engine' | 'baseline';

const ENTRY_FILES: Record<BenchEntry, string> = { engine: 'engine-entry.ts', baseline: 'baseline-entry.ts' };

export const isBenchEntry = (name: string): name is BenchEntry => Object.hasOwn(ENTRY_FILES, name);

/**
 * Bundles the benchmark entries with Vite's SSR build, the way `pnpm build`
 * bundles the site, into `<outDir>/<entry>.mjs`. React stays external, as in
 * the peers' builds; the engine is bundled in (it must work as one ESM file).
 */
export async function bundleWorkload(outDir: string, entries: readonly BenchEntry[] = ['engine', 'baseline']): Promise<Record<BenchEntry, string>> {
  const root = import.meta.dirname;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rollupOptions: {
        input: Object.fromEntries(entries.map((e) => [e, path.join(root, ENTRY_FILES[e])])),
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
    ssr: { noExternal: ['@cycle/engine'] },
  });
  return { engine: path.join(outDir, 'engine.mjs'), baseline: path.join(outDir, 'baseline.mjs') };
}
