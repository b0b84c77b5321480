/**
 * The service worker's source (`/sw.js`), bundled and minified by the client build (vite.config.ts's
 * `serviceWorkerPlugin`), which puts the precache list where `self.PRECACHE_MANIFEST` stands. Workbox's runtime
 * modules, as vite-plugin-pwa's `generateSW` wrote them from options before; bundling this file with rolldown costs
 * about 0.3 s of CPU where `generateSW` (workbox-build's Babel, Rollup and Terser) cost 6.5 to 10 s.
 *
 * Precaches the shell only: the hashed scripts, styles and latin fonts. Pages, page data and app data are cached
 * as they are visited, network first (4 s timeout), so a visited page works offline but an online visitor always
 * gets the current build. The runtime registers it (`engine/client/boot/register-service-worker.ts`).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/** The worker's global scope, as far as used here (the project's typings are the window's). */
declare const self: { skipWaiting(): Promise<void>; readonly PRECACHE_MANIFEST: readonly PrecacheEntry[] };

const days = (n: number): number => n * 24 * 60 * 60;

/**
 * Workbox's expiration plugin as the strategies take it: its class declares its optional callbacks as possibly
 * undefined, which this project's `exactOptionalPropertyTypes` does not accept for `WorkboxPlugin`; same object.
 */
const expiration = (maxEntries: number): WorkboxPlugin => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days(30) }) as WorkboxPlugin;

void self.skipWaiting();
clientsClaim();
precacheAndRoute([...self.PRECACHE_MANIFEST]);
cleanupOutdatedCaches();
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4, plugins: [expiration(200)] }),
  'GET',
);
registerRoute(
  /\/(page-data|slice-data)\/.*\.json(\?.*)?$/u,
  new NetworkFirst({ cacheName: 'page-data', networkTimeoutSeconds: 4, plugins: [expiration(600)] }),
  'GET',
);
registerRoute(
  /\.(?:png|jpe?g|webp|avif|svg|woff2?)$/u,
  new StaleWhileRevalidate({ cacheName: 'media', plugins: [expiration(300)] }),
  'GET',
);
