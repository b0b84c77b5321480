// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router, type Navigator } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';
import { createHydrationSignal } from './hydration-signal.ts';
import { HydrationContext, type HydrationSignal } from './use-hydrated.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Records each render, so the order of what was shown can be read afterwards. */
function Page({ log, label }: { readonly log: string[]; readonly label: string }): ReactNode {
  log.push(label);
  return <span>{label}</span>;
}

/** A page whose tail is deferred, mounted by the navigation `type` to a URL with `hash`, as the page shell's router says. */
function Tree({ signal, log, type, hash = '' }: { readonly signal: HydrationSignal; readonly log: string[]; readonly type: 'PUSH' | 'POP' | 'REPLACE'; readonly hash?: string }): ReactNode {
  return (
    <HydrationContext.Provider value={signal}>
      <Router location={{ pathname: '/de-de/sinus-ix12/', hash }} navigator={NAVIGATOR} navigationType={type as never}>
        <h1>Sinus iX12</h1>
        <AfterFirstPaint fallback={<Page log={log} label="placeholder" />}>
          <Page log={log} label="specs" />
        </AfterFirstPaint>
      </Router>
    </HydrationContext.Provider>
  );
}

const NAVIGATOR: Navigator = { createHref: (to) => String(to), go: () => undefined, push: () => undefined, replace: () => undefined };

const mount = (): HTMLElement => document.body.appendChild(document.createElement('div'));

function hydratedSignal(): HydrationSignal {
  const signal = createHydrationSignal();
  signal.markHydrated();
  return signal;
}

describe('AfterFirstPaint', () => {
  it('is in the server HTML, whole', () => {
    const html = renderToString(<Tree signal={createHydrationSignal()} log={[]} type="POP" />);
    expect(html).toContain('Sinus iX12');
    expect(html).toContain('<span>specs</span>');
    expect(html).not.toContain('placeholder');
  });

  it('hydrates the server HTML as it is: no placeholder, no mismatch', async () => {
    const signal = createHydrationSignal();
    const container = mount();
    container.innerHTML = renderToString(<Tree signal={createHydrationSignal()} log={[]} type="POP" />);
    const log: string[] = [];
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Tree signal={signal} log={log} type="POP" />, { onRecoverableError: (e) => errors.push(e) }));
    await act(async () => signal.markHydrated());
    expect(log).not.toContain('placeholder');
    expect(container.textContent).toBe('Sinus iX12specs');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('on a client navigation to a new page: the top commits with the placeholder first, the part follows', async () => {
    const container = mount();
    const root = createRoot(container);
    const log: string[] = [];
    await act(async () => root.render(<Tree signal={hydratedSignal()} log={log} type="PUSH" />));
    expect(log).toEqual(['placeholder', 'specs']);
    expect(container.textContent).toBe('Sinus iX12specs');
    act(() => root.unmount());
  });

  it('on back or forward, and on a link to a #fragment, renders at once: scroll and the fragment need the whole page', async () => {
    for (const [type, hash] of [['POP', ''], ['PUSH', '#reviews']] as const) {
      const container = mount();
      const root = createRoot(container);
      const log: string[] = [];
      await act(async () => root.render(<Tree signal={hydratedSignal()} log={log} type={type} hash={hash} />));
      expect(log).toEqual(['specs']);
      act(() => root.unmount());
    }
  });
});
