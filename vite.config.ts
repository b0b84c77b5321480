import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = import.meta.dirname;

/**
 * One config for the client and the server bundle of the brand named by
 * `BRAND` (set by scripts/build.ts from `--brand`; default winora).
 * `#brand` resolves to that brand's module, so only its data, themes and
 * font reach the bundles.
 */
export default defineConfig(({ isSsrBuild }) => {
  const brand = process.env['BRAND'] ?? 'winora';
  const brandModule = path.join(root, 'brands', brand, 'index.ts');
  if (!fs.existsSync(brandModule)) throw new Error(`Unknown brand "${brand}": ${path.relative(root, brandModule)} does not exist`);
  return {
    root,
    publicDir: 'public',
    resolve: { alias: { '#brand': brandModule } },
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
    build: isSsrBuild
      ? { copyPublicDir: false, emptyOutDir: true, minify: false, rollupOptions: { output: { format: 'es', entryFileNames: '[name].mjs' } } }
      : { manifest: true, emptyOutDir: true, assetsDir: 'assets', rollupOptions: { input: path.join(root, 'site/entry-client.tsx') } },
    ssr: { noExternal: ['@cycle/engine'] },
  };
});
