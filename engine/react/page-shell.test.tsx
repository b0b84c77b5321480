// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageProps } from '../site/define-site.ts';
import type { PageRuntime } from './page-context.tsx';
import { useNavigationStatus, type NavigationStatus } from './navigation-status.tsx';
import { PageShell } from './page-shell.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page with state of its own: a counter that survives only while the page stays mounted. */
function CounterPage({ path }: PageProps): ReactNode {
  const [clicks, setClicks] = useState(0);
  return <button type="button" data-path={path} onClick={() => setClicks((n) => n + 1)}>{clicks}</button>;
}

const runtimeAt = (path: string): PageRuntime => ({
  staticQueries: {},
  slices: {},
  sliceComponents: {},
  page: { path, data: {}, head: { title: path, lang: 'en', canonical: path, alternates: [] }, pageContext: {} },
}) as unknown as PageRuntime;

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
const render = (path: string): void => {
  const [pathname, search = ''] = path.split('?');
  act(() => root.render(<PageShell runtime={runtimeAt(path)} Page={CounterPage} location={{ pathname: pathname ?? path, search: search ? `?${search}` : '', hash: '', state: null, key: path }} />));
};
const button = (): HTMLButtonElement => container.querySelector('button') as HTMLButtonElement;

afterEach(() => act(() => root.render(null)));

describe('PageShell', () => {
  it('keeps the page mounted when only the query changes (payload path with the query: facets, sort, page), remounts it for another pathname', () => {
    render('/de-de/ebikes/');
    const first = button();
    act(() => first.click());
    act(() => first.click());
    expect(first.textContent).toBe('2');

    render('/de-de/ebikes/?page=2');
    expect(button()).toBe(first);
    expect(button().textContent).toBe('2');
    expect(button().dataset['path']).toBe('/de-de/ebikes/?page=2');

    render('/de-de/city/');
    expect(button()).not.toBe(first);
    expect(button().textContent).toBe('0');
  });

  it('a navigation status change re-renders its readers only, not the page on screen', () => {
    const pageRendered = vi.fn();
    function CountedPage(): ReactNode {
      pageRendered();
      return <StatusText />;
    }
    function StatusText(): ReactNode {
      return <output>{useNavigationStatus()}</output>;
    }
    const runtime = runtimeAt('/de-de/');
    const location = { pathname: '/de-de/', search: '', hash: '', state: null, key: 'k' };
    const show = (status: NavigationStatus): void => act(() => root.render(<PageShell runtime={runtime} Page={CountedPage} location={{ ...location }} navigationStatus={status} />));
    show('idle');
    show('loading');
    expect(container.querySelector('output')?.textContent).toBe('loading');
    show('delayed');
    expect(container.querySelector('output')?.textContent).toBe('delayed');
    expect(pageRendered).toHaveBeenCalledTimes(1);
  });
});
