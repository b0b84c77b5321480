import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const root = import.meta.dirname;

/**
 * Unit and integration tests (`*.test.ts(x)` beside the code). Node is the
 * default environment; browser-side tests opt into happy-dom with a
 * `// @vitest-environment happy-dom` docblock. Browser behaviour proper is
 * tested in Chromium by playwright (tests/e2e).
 */
export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  // What `pnpm build` bakes in for preview mode (scripts/build.ts → createViteConfig), at the local defaults.
  define: {
    'import.meta.env.VITE_CONTENT_URL': JSON.stringify('http://127.0.0.1:4190/v2'),
    'import.meta.env.VITE_CONTENT_PREVIEW_TOKEN': JSON.stringify('winora-preview'),
  },
  resolve: { alias: { '#brand': path.join(root, 'brands', 'winora', 'index.ts') } },
  test: {
    include: ['engine/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'brands/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'services/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
