import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Bundles the benchmark entries (our engine over the workload, and the bare
 * renderToString loop) with Vite's SSR build, the way `pnpm build` bundles
 * the site. React stays external, as in the peers' builds.
 */
export async function bundleWorkload(outDir: string): Promise<{ engine: string; baseline: string }> {
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
        input: { engine: path.join(root, 'engine-entry.ts'), baseline: path.join(root, 'baseline-loop.tsx') },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
    ssr: { noExternal: ['@cycle/engine'] },
  });
  return { engine: path.join(outDir, 'engine.mjs'), baseline: path.join(outDir, 'baseline.mjs') };
}
