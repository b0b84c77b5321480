import { hydrate } from '@cycle/engine/client';
import type { ServiceWorkerMode } from '@cycle/engine/client';
import { Layout } from './components/layout.tsx';
import { locales } from './config/current-brand.ts';
import type { Messages } from './i18n/messages/en.ts';
import { Header } from './slices/header.tsx';
import { Footer } from './slices/footer.tsx';
import { pageLoaders } from './pages/pages.client.ts';
import { notFoundPageFor } from './routes/not-found-page.ts';

/** `VITE_SERVICE_WORKER` at build time: `on` (default), `off`, or `kill` (the kill switch). */
const serviceWorkerMode = (import.meta.env['VITE_SERVICE_WORKER'] ?? 'on') as ServiceWorkerMode;

hydrate({
  pages: pageLoaders,
  slices: { header: Header, footer: Footer },
  Wrapper: Layout,
  notFoundPage: notFoundPageFor(locales),
  announcement: (runtime) => (runtime.staticQueries['dictionary'] as Messages | undefined)?.navigatedTo,
  serviceWorker: serviceWorkerMode,
}).catch((error: unknown) => {
  // The static HTML stays usable; a failed hydration must not blank the page.
  console.error('Hydration failed; the page stays static.', error);
});
