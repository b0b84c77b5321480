import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { previewBuildEnv } from './site/content/preview/preview-build-env.ts';

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
  const serviceWorker = process.env['VITE_SERVICE_WORKER'] ?? 'on';
  if (!['on', 'off', 'kill'].includes(serviceWorker)) throw new Error(`VITE_SERVICE_WORKER must be on, off or kill, not "${serviceWorker}"`);
  // Preview mode's draft API and token (site/content/preview): the local content service and its embedded
  // preview token unless VITE_CONTENT_URL / VITE_CONTENT_PREVIEW_TOKEN say otherwise; never CONTENT_TOKEN.
  const preview = previewBuildEnv(process.env, brand);
  return {
    root,
    publicDir: 'public',
    define: {
      'import.meta.env.VITE_CONTENT_URL': JSON.stringify(preview.url),
      'import.meta.env.VITE_CONTENT_PREVIEW_TOKEN': JSON.stringify(preview.token),
    },
    resolve: { alias: { '#brand': brandModule } },
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), ...(isSsrBuild || serviceWorker === 'off' ? [] : [serviceWorkerPlugin(serviceWorker === 'kill')])],
    build: isSsrBuild
      ? { copyPublicDir: false, emptyOutDir: true, minify: false, rollupOptions: { output: { format: 'es', entryFileNames: '[name].mjs' } } }
      : {
          manifest: true,
          emptyOutDir: true,
          assetsDir: 'assets',
          rolldownOptions: {
            input: path.join(root, 'site/entry-client.tsx'),
            // React and the router change rarely: their own long-cached chunk, apart from the runtime and the site.
            output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 }] } },
          },
        },
    ssr: { noExternal: ['@cycle/engine'] },
  };
});

/**
 * The service worker (`/sw.js`, workbox via vite-plugin-pwa). Precaches the
 * shell only: the hashed scripts, styles and latin fonts. Pages, page data
 * and app data are cached as they are visited, network first (4 s timeout),
 * so a visited page works offline but an online visitor always gets the
 * current build. `kill` builds a self-destroying worker (the kill switch).
 * The runtime registers it (`engine/client/boot/register-service-worker.ts`).
 */
function serviceWorkerPlugin(kill: boolean) {
  const days = (n: number): number => n * 24 * 60 * 60;
  return VitePWA({
    injectRegister: false,
    selfDestroying: kill,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['assets/*.{js,css}', 'assets/*-latin-*.woff2'],
      navigateFallback: null,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 200, maxAgeSeconds: days(30) } },
        },
        {
          urlPattern: /\/(page-data|slice-data)\/.*\.json(\?.*)?$/,
          handler: 'NetworkFirst',
          options: { cacheName: 'page-data', networkTimeoutSeconds: 4, expiration: { maxEntries: 600, maxAgeSeconds: days(30) } },
        },
        {
          urlPattern: /\.(?:png|jpe?g|webp|avif|svg|woff2?)$/,
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'media', expiration: { maxEntries: 300, maxAgeSeconds: days(30) } },
        },
      ],
    },
  });
}
