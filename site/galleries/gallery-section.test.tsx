// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GallerySection } from './gallery-section.tsx';

const site = { brand: { id: 'winora', name: 'Winora' }, locale: { tag: 'de-AT' }, galleriesUrl: 'http://gallery.test' };
const withSite = (children: ReactNode, data: object = site): ReactNode => {
  const runtime = { staticQueries: { dictionary: {}, site: data }, slices: {}, sliceComponents: {}, page: { path: '/at-de/', data: {}, head: { title: '' }, pageContext: {} } };
  return <PageRuntimeProvider value={runtime as never}>{children}</PageRuntimeProvider>;
};

/** A controllable IntersectionObserver: `enter()` tells every observer its element is near. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit | undefined }[] = [];
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    observers.push(this);
  }
  observe(): void {}
  disconnect(): void {}
}
const enter = (): void => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as never));

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GallerySection', () => {
  it('puts only an empty slot with the feed id in the static HTML', () => {
    const html = renderToString(withSite(<GallerySection line="iRide Pure" />));
    expect(html).toMatch(/^<div class="[^"]+" data-gallery-section="winora-line-iride-pure"><\/div>$/);
  });

  it('asks for the feed only once the slot nears the viewport, a screen ahead', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ feed: { title: 'T', language: 'de' }, posts: [], total: 0 })));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(withSite(<GallerySection />));
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe('600px 0px');
    await act(async () => enter());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://gallery.test/v1/feeds/winora-stories/posts?limit=12&locale=de-AT');
    await vi.waitFor(() => expect(container.querySelector('[data-gallery-state="loaded"]')).not.toBeNull());
  });

  it('renders nothing when the build names no gallery service', () => {
    expect(renderToString(withSite(<GallerySection />, { ...site, galleriesUrl: undefined }))).toBe('');
  });
});
