// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The engine's context is internal (sites get it from `hydrate`); the test provides it as `ClientApp` does.
import { HydrationContext, type HydrationSignal } from '../../engine/react/use-hydrated.ts';
import { useHydratedStore } from './use-hydrated-store.ts';
import { createHydrationSignal } from '../../engine/react/hydration-signal.ts';

/** A store like the compare list: a value in the browser, another on the server. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Store = ReturnType<typeof createStore>;
const onServer = (): string => 'server';

/** Shows the value, and records each render's value: a re-render after the commit shows here. */
function Probe({ store, seen }: { readonly store: Store; readonly seen: string[] }): ReactNode {
  const value = useHydratedStore(store.subscribe, store.get, onServer);
  seen.push(value);
  return <button type="button" onClick={() => store.set('clicked')}>{value}</button>;
}

/** Runs queued microtasks only: an update at sync priority has committed after this, a transition has not. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Keeps the thread busy longer than React's 5 ms time slice, so that a time-sliced render yields after it. */
function busyOverASlice(): void {
  const until = performance.now() + 8;
  while (performance.now() < until);
}

const setActEnvironment = (on: boolean): void => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

describe('useHydratedStore', () => {
  let root: Root | null = null;
  let container: HTMLElement;
  const errors: unknown[] = [];

  beforeEach(() => {
    errors.length = 0;
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    setActEnvironment(true);
    if (root) act(() => root!.unmount());
    root = null;
    container.remove();
  });

  /** Server HTML, then hydration under the runtime's (pending) signal, committed. */
  async function hydrateUnder(signal: HydrationSignal, store: Store, seen: string[]): Promise<HTMLButtonElement> {
    container.innerHTML = renderToString(<Probe store={store} seen={[]} />);
    setActEnvironment(true);
    root = await act(async () =>
      hydrateRoot(container, <HydrationContext.Provider value={signal}><Probe store={store} seen={seen} /></HydrationContext.Provider>, { onRecoverableError: (e) => errors.push(e) }),
    );
    // From here on React schedules as in a browser: sync work in a microtask, transitions in later tasks.
    setActEnvironment(false);
    return container.querySelector('button')!;
  }

  it('keeps the server value through the hydration commit, then switches (not at sync priority) once the page is hydrated', async () => {
    const store = createStore('stored');
    const signal = createHydrationSignal();
    const seen: string[] = [];
    const button = await hydrateUnder(signal, store, seen);
    // A plain useSyncExternalStore re-renders here at sync priority with the store's value.
    expect(button.textContent).toBe('server');
    expect(seen).toEqual(['server']);

    signal.markHydrated();
    await microtasks();
    // Not a sync re-render: nothing has committed yet.
    expect(button.textContent).toBe('server');
    await vi.waitFor(() => expect(button.textContent).toBe('stored'));
    expect(errors).toEqual([]);
  });

  it('switches in a time-sliced pass (a transition): other tasks run between the components\' renders', async () => {
    const store = createStore('stored');
    const signal = createHydrationSignal();
    // Which task each render of the switch ran in: a ticker counts the event loop's turns.
    let turn = 0;
    const ticker = setInterval(() => turn++, 0);
    const turns: number[] = [];
    /** A component slow enough that a time-sliced render yields after it. */
    function Slow(): ReactNode {
      const value = useHydratedStore(store.subscribe, store.get, onServer);
      if (value === 'stored') {
        turns.push(turn);
        busyOverASlice();
      }
      return <i>{value}</i>;
    }
    const tree = (): ReactNode => <>{[1, 2, 3, 4].map((n) => <Slow key={n} />)}</>;
    container.innerHTML = renderToString(tree());
    setActEnvironment(true);
    root = await act(async () => hydrateRoot(container, <HydrationContext.Provider value={signal}>{tree()}</HydrationContext.Provider>, { onRecoverableError: (e) => errors.push(e) }));
    setActEnvironment(false);
    signal.markHydrated();
    await vi.waitFor(() => expect(container.textContent).toBe('stored'.repeat(4)));
    clearInterval(ticker);
    // A render at sync or default priority runs all four in one task; a transition yields between them.
    expect(new Set(turns).size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it('after the switch, a store change (a click) shows at once', async () => {
    const store = createStore('stored');
    const signal = createHydrationSignal();
    const button = await hydrateUnder(signal, store, []);
    signal.markHydrated();
    await vi.waitFor(() => expect(button.textContent).toBe('stored'));

    button.click();
    await microtasks();
    expect(button.textContent).toBe('clicked');
    store.set('from another tab');
    await microtasks();
    expect(button.textContent).toBe('from another tab');
  });

  it('a click while the switch is pending shows at once, without waiting for the hydrated signal', async () => {
    const store = createStore('stored');
    const signal = createHydrationSignal();
    const button = await hydrateUnder(signal, store, []);
    button.click();
    await microtasks();
    expect(button.textContent).toBe('clicked');
    expect(errors).toEqual([]);
  });

  it('a component mounted after hydration reads the store in its first render', async () => {
    const store = createStore('stored');
    const signal = createHydrationSignal();
    signal.markHydrated();
    const seen: string[] = [];
    setActEnvironment(true);
    root = createRoot(container);
    await act(async () => root!.render(<HydrationContext.Provider value={signal}><Probe store={store} seen={seen} /></HydrationContext.Provider>));
    expect(seen).toEqual(['stored']);
  });
});
