// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
// The engine's context is internal (sites get it from `hydrate`); the test provides it as `ClientApp` does.
import { HydrationContext } from '../../engine/react/use-hydrated.ts';
import { en } from '../i18n/messages/en.ts';
import { compareEn } from '../i18n/messages/compare/en.ts';
import { serverRuntime, SiteRuntimeContext } from '../runtime/site-runtime.ts';
import { CompareToggle } from './compare-toggle.tsx';
import { COMPARE_STORAGE_KEY } from './compare-storage.ts';

const site = { brand: { id: 'winora', name: 'Winora' }, locale: { id: 'de-en', path: '/de-en/', language: 'en' }, locales: [], year: 2026, runtime: { environment: 'test' }, comparePath: '/de-en/bike-comparison/' };
const item = { objectID: 'p1', model: 'Sinus iX12', thumbnail: '/t.svg', sku: '4454030' };

function Page({ push }: { push: (e: unknown) => void }) {
  const runtime = { staticQueries: { dictionary: { ...en, ...compareEn }, site }, slices: {}, sliceComponents: {}, page: { path: '/de-en/sinus-ix12/', data: {}, head: { title: '' }, pageContext: {} } };
  return (
    <PageRuntimeProvider value={runtime as never}>
      <SiteRuntimeContext.Provider value={{ ...serverRuntime(), dataLayer: { push } }}>
        <CompareToggle item={item} placement="detail" />
      </SiteRuntimeContext.Provider>
    </PageRuntimeProvider>
  );
}

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('<CompareToggle> hydration', () => {
  it('renders unpressed on the server whatever is stored, then shows the stored state after hydration without a mismatch, and sends compare events', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([item]));
    const html = renderToString(<Page push={() => undefined} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Compare Sinus iX12"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const pushed: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page push={(e) => pushed.push(e)} />, { onRecoverableError: recoverable });
    });
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    await act(async () => button.click());
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([item]);
    expect(pushed).toEqual([
      { event: 'compare_remove', compare_item: { id: 'p1', model: 'Sinus iX12', sku: '4454030' } },
      { event: 'compare_add', compare_item: { id: 'p1', model: 'Sinus iX12', sku: '4454030' } },
    ]);
    errors.mockRestore();
  });

  it('under the runtime: the stored list shows once the page is hydrated, not in the hydration commit; a click shows at once', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([item]));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page push={() => undefined} />);
    document.body.append(container);
    let markHydrated = (): void => undefined;
    const hydrated = new Promise<void>((resolve) => {
      markHydrated = resolve;
    });
    let isHydrated = false;
    const signal = { isHydrated: () => isHydrated, hydrated };
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <HydrationContext.Provider value={signal}><Page push={() => undefined} /></HydrationContext.Provider>, { onRecoverableError: recoverable }),
    );
    const button = container.querySelector('button')!;
    // The hydration commit keeps the server's answer: no sync re-render of every toggle with the stored list.
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await act(async () => {
      isHydrated = true;
      markHydrated();
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(recoverable).not.toHaveBeenCalled();

    // A click re-renders at sync priority (committed within the event's microtasks, outside act).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    button.click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    container.remove();
  });

  it('renders nothing where the brand has no comparison page', () => {
    const runtime = { staticQueries: { dictionary: { ...en, ...compareEn }, site: { ...site, comparePath: null } }, slices: {}, sliceComponents: {}, page: { path: '/', data: {}, head: { title: '' }, pageContext: {} } };
    const html = renderToString(<PageRuntimeProvider value={runtime as never}><CompareToggle item={item} placement="tile" /></PageRuntimeProvider>);
    expect(html).toBe('');
  });
});
