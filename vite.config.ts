import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { clientBundleGuard } from './scripts/client-bundle-guard.ts';
import { withServiceWorkerCache } from './scripts/service-worker-cache.ts';

const root = import.meta.dirname;

/** What a bundle of the site depends on: decided by `pnpm build`'s settings, handed in, never read from a global. */
export interface ViteConfigOptions {
  /** The brand's module (`brands/<id>/index.ts`) that `#brand` resolves to: only its data, themes and font reach the bundles. */
  readonly brandModule: string;
  /** The server bundle (true) or the client bundle. */
  readonly ssr: boolean;
  /** The service worker: on, off, or kill (the self-destroying worker). @default 'on' */
  readonly serviceWorker?: 'on' | 'off' | 'kill';
  /** Preview mode's draft API base and token, baked into the client bundle. @default the local content service on 4190 with the brand's embedded preview token */
  readonly preview?: { readonly url: string; readonly token: string };
}

/**
 * One config for the client and the server bundle of one brand. `pnpm build` calls it with the brand and
 * its settings (`scripts/build.ts`); the default export (plain `vite build`) builds winora with the defaults.
 */
export function createViteConfig(o: ViteConfigOptions): UserConfig {
  const serviceWorker = o.serviceWorker ?? 'on';
  const preview = o.preview ?? { url: 'http://127.0.0.1:4190/v2', token: `${path.basename(path.dirname(o.brandModule))}-preview` };
  return {
    root,
    publicDir: 'public',
    define: {
      'import.meta.env.VITE_CONTENT_URL': JSON.stringify(preview.url),
      'import.meta.env.VITE_CONTENT_PREVIEW_TOKEN': JSON.stringify(preview.token),
    },
    resolve: { alias: { '#brand': o.brandModule } },
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), optionalFontDisplay(), ...(o.ssr ? [] : [clientBundleGuard({ root })]), ...(o.ssr || serviceWorker === 'off' ? [] : [serviceWorkerPlugin(serviceWorker === 'kill')])],
    build: o.ssr
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
}

export default defineConfig(({ isSsrBuild }) => createViteConfig({ brandModule: path.join(root, 'brands', 'winora', 'index.ts'), ssr: Boolean(isSsrBuild) }));

/**
 * Web fonts (`@fontsource/*` stylesheets, `font-display: swap`) are shown with `font-display: optional` and are not
 * preloaded. Chromium holds the first paint until preloaded fonts arrive (winora's home painted at 2.3 s instead
 * of 0.3 to 0.5 s on localhost under Lighthouse), and a font swapped in after the first paint moves the text under
 * it (CLS 0.049 on the home). With `optional`, a font that is not there within about 100 ms is skipped for that
 * page view; the service worker precaches the latin files, so later visits always have it.
 */
function optionalFontDisplay(): Plugin {
  return {
    name: 'cycle:optional-font-display',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/u.test(id)) return null;
      return { code: code.replaceAll(/font-display:\s*swap/gu, 'font-display: optional'), map: null };
    },
  };
}

/**
 * The service worker (`/sw.js`, workbox via vite-plugin-pwa). Precaches the
 * shell only: the hashed scripts, styles and latin fonts. Pages, page data
 * and app data are cached as they are visited, network first (4 s timeout),
 * so a visited page works offline but an online visitor always gets the
 * current build. `kill` builds a self-destroying worker (the kill switch).
 * The runtime registers it (`engine/client/boot/register-service-worker.ts`).
 * Generating it takes about 6.5 s of the client bundle (workbox-build's Babel, Rollup and Terser), so the worker
 * of an earlier build whose assets and options were the same is reused (`scripts/service-worker-cache.ts`,
 * `.engine/service-worker/`); the kill worker is a few lines written at once.
 */
function serviceWorkerPlugin(kill: boolean): Plugin[] {
  const days = (n: number): number => n * 24 * 60 * 60;
  const options: Partial<VitePWAOptions> = {
    injectRegister: false,
    selfDestroying: kill,
    manifest: false,
    filename: 'sw.js',
    // What `vite build` and `pnpm build` (React's production build) set NODE_ENV to: named here, so the kept
    // worker's key holds it.
    mode: 'production',
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
  };
  const plugins = VitePWA(options);
  if (kill) return plugins;
  // Functions and patterns by their source: JSON would drop the first and empty the second.
  const inputs = JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' || value instanceof RegExp ? String(value) : value));
  return withServiceWorkerCache(plugins, { dir: path.join(root, '.engine', 'service-worker'), inputs });
}
