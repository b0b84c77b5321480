import fs from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { clientBundleGuard } from './scripts/client-bundle-guard.ts';

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
 * The service worker (`/sw.js`): `site/runtime/service-worker.ts` (workbox's runtime modules: what it precaches and
 * caches at run time is told there), bundled and minified with rolldown after the client bundle is written, with
 * the precache list (every `assets/*.{js,css}` and `assets/*-latin-*.woff2` of the output, sorted, all hashed, so
 * no revision) in place of `self.PRECACHE_MANIFEST`. About 0.3 s of CPU where vite-plugin-pwa's `generateSW`
 * (workbox-build's Babel, Rollup and Terser) took 6.5 to 10 s of the client bundle; the same input gives the same
 * bytes. `kill` builds vite-plugin-pwa's self-destroying worker (the kill switch), a few lines written at once.
 */
function serviceWorkerPlugin(kill: boolean): Plugin[] {
  // What `vite build` and `pnpm build` (React's production build) set NODE_ENV to.
  if (kill) return VitePWA({ injectRegister: false, selfDestroying: true, manifest: false, filename: 'sw.js', mode: 'production' });
  let outDir: string | null = null;
  return [
    {
      name: 'cycle:service-worker',
      apply: 'build',
      configResolved(config) {
        outDir = config.build.ssr ? null : path.resolve(config.root, config.build.outDir);
      },
      async closeBundle(error?: Error) {
        if (error || outDir === null) return;
        const assets = fs.readdirSync(path.join(outDir, 'assets')).filter((name) => /\.(?:js|css)$/u.test(name) || /-latin-.*\.woff2$/u.test(name));
        const manifest = assets.sort().map((name) => ({ url: `assets/${name}`, revision: null }));
        const bundle = await rolldown({ input: path.join(root, 'site/runtime/service-worker.ts'), platform: 'browser', transform: { define: { 'process.env.NODE_ENV': '"production"' } } });
        try {
          const { output } = await bundle.generate({ format: 'iife', minify: true });
          const code = output[0].code;
          const parts = code.split('self.PRECACHE_MANIFEST');
          if (parts.length !== 2) throw new Error('service worker: self.PRECACHE_MANIFEST must occur once in the bundled worker');
          fs.writeFileSync(path.join(outDir, 'sw.js'), parts.join(JSON.stringify(manifest)));
        } finally {
          await bundle.close();
        }
      },
    },
  ];
}
