// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationContext, useHydrated } from './use-hydrated.ts';
import { createHydrationSignal } from './hydration-signal.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Shows what it sees, and records each render's value. */
function Probe({ seen }: { readonly seen: boolean[] }): ReactNode {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

const mount = (): HTMLElement => document.body.appendChild(document.createElement('div'));

describe('useHydrated', () => {
  it('outside the runtime: false on the server, true in a component rendered alone in the browser', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>server</p>');
    const container = mount();
    const root = createRoot(container);
    act(() => root.render(<Probe seen={[]} />));
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });

  it('under the runtime: hydrates with false without a mismatch, then turns true once the signal says hydrated', async () => {
    const signal = createHydrationSignal();
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    const container = mount();
    container.innerHTML = renderToString(<Probe seen={[]} />);
    const root = await act(async () =>
      hydrateRoot(container, <HydrationContext.Provider value={signal}><Probe seen={seen} /></HydrationContext.Provider>, { onRecoverableError: (e) => errors.push(e) }),
    );
    // Committed with the server's answer; nothing re-renders until the runtime marks the page hydrated.
    expect(container.textContent).toBe('server');
    expect(seen.every((v) => !v)).toBe(true);
    await act(async () => signal.markHydrated());
    expect(container.textContent).toBe('browser');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('under the runtime: a component mounted after hydration sees true in its first render', async () => {
    const signal = createHydrationSignal();
    signal.markHydrated();
    const seen: boolean[] = [];
    const container = mount();
    const root = createRoot(container);
    await act(async () => root.render(<HydrationContext.Provider value={signal}><Probe seen={seen} /></HydrationContext.Provider>));
    expect(seen).toEqual([true]);
    act(() => root.unmount());
  });
});
