// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorScreenContent } from '../content/model/blocks.ts';
import { en } from '../i18n/messages/en.ts';
import { Layout } from './layout.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/**
 * Desired behavior: whatever the page kind, an error thrown inside the page (while rendering or in an effect,
 * e.g. a stored value that does not parse) shows the editor's error screen inside `main`, with the header and
 * footer still there; it is logged (console, log toast, `error_view` event); the next page renders normally.
 * (Before: only content pages had a boundary; any other page's error unmounted the whole tree: a white page.)
 */

const ERROR_SCREEN: ErrorScreenContent = {
  component: 'error_screen',
  headline: 'Da ist etwas schiefgelaufen',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rufen Sie uns an: 09721 6501-0' }] }] },
} as ErrorScreenContent;

function site(errorScreen: ErrorScreenContent | null) {
  return {
    brand: { id: 'winora', name: 'Winora' },
    locale: { id: 'at-de', path: '/at-de/', tag: 'de-AT', country: 'AT', language: 'de', countryName: 'Österreich', languageName: 'Deutsch' },
    locales: [],
    year: 2025,
    runtime: { environment: 'development', consentTool: 'none', consentScript: null, tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
    errorScreen,
  };
}

const Header = (): ReactNode => <header><a href="/at-de/search/">Suche</a></header>;
const Footer = (): ReactNode => <footer>Impressum</footer>;

function page(path: string, kind: string, body: ReactNode, errorScreen: ErrorScreenContent | null = ERROR_SCREEN): ReactNode {
  const props = { path, data: {}, head: { title: '' }, pageContext: { kind } };
  const runtime = {
    staticQueries: { dictionary: en, site: site(errorScreen) },
    slices: { header: { component: 'header', data: {}, sliceContext: {} }, footer: { component: 'footer', data: {}, sliceContext: {} } },
    sliceComponents: { header: Header, footer: Footer },
    page: props,
  };
  return <PageRuntimeProvider value={runtime as never}><Layout page={props as never}>{body}</Layout></PageRuntimeProvider>;
}

function ThrowsInRender(): ReactNode {
  throw new Error('stored value did not parse');
}
function ThrowsInEffect(): ReactNode {
  // The shape of the original bug: a stored value read in an effect.
  useEffect(() => {
    decodeURIComponent('%E0%A4%A');
  }, []);
  return <h1>Warenkorb</h1>;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('every page kind behind the error screen (layout)', () => {
  it.each(['Category', 'Product', 'ProductDynamic', 'Basket', 'Checkout', 'OrderConfirm', 'Content', 'Home', 'Contact', 'Search'])(
    '%s: a render error shows the editor error screen in main, with header and footer intact',
    async (kind) => {
      render(page('/at-de/x/', kind, <ThrowsInRender />));
      const main = document.querySelector('main');
      expect(main?.querySelector('[data-error-screen]')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Da ist etwas schiefgelaufen');
      // The editor's rich text: its renderer loads when the screen shows.
      expect(await screen.findByText('Rufen Sie uns an: 09721 6501-0')).toBeTruthy();
      expect(document.querySelector('header a[href="/at-de/search/"]')).not.toBeNull();
      expect(document.querySelector('footer')?.textContent).toBe('Impressum');
    },
  );

  it('an error thrown in an effect (the malformed-cookie case) shows the error screen too, and is logged', async () => {
    render(page('/at-de/basket/', 'Basket', <ThrowsInEffect />));
    await waitFor(() => expect(document.querySelector('[data-error-screen]')).not.toBeNull());
    expect(document.querySelector('header')).not.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ name: 'URIError' }));
    // The runtime's log line (and its toast outside production) and the data-layer event.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Page render error: URI/)));
    await waitFor(() => expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(expect.objectContaining({ event: 'error_view', error_type: 'message_fail' })));
  });

  it('navigation keeps working: the next page renders normally', () => {
    const { rerender } = render(page('/at-de/sinus-ix12/', 'Product', <ThrowsInRender />));
    expect(document.querySelector('[data-error-screen]')).not.toBeNull();
    rerender(page('/at-de/search/', 'Search', <h1>Suche</h1>));
    expect(document.querySelector('[data-error-screen]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suche');
  });

  it("without an error story the dictionary's text is shown", () => {
    render(page('/at-de/x/', 'Checkout', <ThrowsInRender />, null));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.contentErrorTitle);
  });
});

describe('PageErrorBoundary', () => {
  it('reports the error once and keeps failing on the same page; a new resetKey renders the children again', () => {
    const onError = vi.fn();
    const withRuntime = (node: ReactNode): ReactNode => (
      <PageRuntimeProvider value={{ staticQueries: { dictionary: en }, slices: {}, sliceComponents: {}, page: { path: '/', data: {}, head: { title: '' }, pageContext: {} } } as never}>{node}</PageRuntimeProvider>
    );
    const { rerender } = render(withRuntime(<PageErrorBoundary screen={null} resetKey="/a/" onError={onError}><ThrowsInRender /></PageErrorBoundary>));
    expect(onError).toHaveBeenCalledOnce();
    rerender(withRuntime(<PageErrorBoundary screen={null} resetKey="/a/" onError={onError}><p>fine</p></PageErrorBoundary>));
    expect(document.querySelector('[data-error-screen]')).not.toBeNull();
    rerender(withRuntime(<PageErrorBoundary screen={null} resetKey="/b/" onError={onError}><p>fine</p></PageErrorBoundary>));
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
