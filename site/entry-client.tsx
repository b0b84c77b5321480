import { hydrate } from '@cycle/engine/client';
import { Layout } from './components/layout.tsx';
import { Header } from './slices/header.tsx';
import { Footer } from './slices/footer.tsx';
import { pageLoaders } from './pages/pages.client.ts';

hydrate({
  pages: pageLoaders,
  slices: { header: Header, footer: Footer },
  Wrapper: Layout,
}).catch((error: unknown) => {
  // The static HTML stays usable; a failed hydration must not blank the page.
  console.error('Hydration failed; the page stays static.', error);
});
