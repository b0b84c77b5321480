import { assertNever } from '../../shared/invariant.ts';
import type { PageLoadResult } from '../loader/load-result.ts';
import { parsePath, type NavigationTarget } from './parse-path.ts';

/** How long a load may take before the delayed-load event fires (seed spec §9). */
export const DELAYED_LOAD_MS = 1000;

/** The part of `window.history` the navigator writes to. */
export interface HistoryLike {
  pushState(data: unknown, unused: string, url: string): void;
  replaceState(data: unknown, unused: string, url: string): void;
}

/** The part of `window.location` the navigator reads (read at call time: it is live). */
export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}

/** The part of the loader the navigator needs. */
export interface NavigatorLoader<TModule> {
  /** Never rejects: failures are `error` results. */
  loadPage(rawPath: string): Promise<PageLoadResult<TModule>>;
}

/** A history entry the navigator wrote. */
export interface NavigationLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The state stored with the entry: the caller's state plus `key`. */
  readonly state: Readonly<Record<string, unknown>>;
  /** Unique per entry; scroll positions are saved under it. */
  readonly key: string;
  /** PUSH/REPLACE: written by `navigate`. POP: the browser moved through history (`pop`). */
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
}


/** The result of a load that can be rendered by the runtime. */
export type RenderableResult<TModule> = Exclude<PageLoadResult<TModule>, { status: 'error' }>;

/** The navigator's state machine. */
export type NavigatorState<TModule = unknown> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly to: NavigationTarget }
  | { readonly status: 'loaded'; readonly result: RenderableResult<TModule>; readonly location: NavigationLocation }
  /** The load failed; the browser was sent to the URL with a full page load. */
  | { readonly status: 'failed'; readonly to: NavigationTarget; readonly result: Extract<PageLoadResult<TModule>, { status: 'error' }> }
  /** A newer build is deployed (its `app-data.json` hash differs): the browser was sent to the URL with a full page load. */
  | { readonly status: 'new-build'; readonly to: NavigationTarget; readonly deployed: string };

/** The state before any client-side navigation. */
export const IDLE_NAVIGATION: NavigatorState<never> = Object.freeze({ status: 'idle' });

/** Options of `navigate`. */
export interface NavigateOptions {
  /** Replace the current entry instead of pushing. @default true when the target's pathname+search equals the current one, else false */
  readonly replace?: boolean | undefined;
  /** State stored with the entry (e.g. `{ scroll: false }`). @default {} */
  readonly state?: Readonly<Record<string, unknown>> | undefined;
}

/** Options of `createNavigator`. */
export interface NavigatorOptions<TModule> {
  readonly loader: NavigatorLoader<TModule>;
  readonly history: HistoryLike;
  readonly location: LocationLike;
  /** A full page load of `url` (`location.assign`). */
  readonly assign: (url: string) => void;
  /** `true` when a service-worker update is waiting: navigation becomes a full page load. */
  readonly swUpdateWaiting: () => boolean;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** Called once per navigation whose load takes over `DELAYED_LOAD_MS`, with its pathname. */
  readonly onDelayedLoad: (pathname: string) => void;
  /** The clock used for entry keys. */
  readonly now: () => number;
  /**
   * The running build's hash. A page loaded with another, non-empty hash
   * means a new deploy: the navigation becomes a full page load. An empty
   * hash (app-data unreadable) never does (the origin then reloaded on every
   * uncached navigation). @default undefined (never compared)
   */
  readonly runningBuild?: string | undefined;
  /** The current entry's state (`history.state`), read on `pop`. @default () => null */
  readonly historyState?: (() => unknown) | undefined;
}

/** A store over client-side navigations: read with `getState`, watch with `subscribe`. */
export interface Navigator<TModule> {
  getState(): NavigatorState<TModule>;
  /** Calls `listener` after each state change; returns the unsubscribe function. */
  subscribe(listener: (state: NavigatorState<TModule>) => void): () => void;
  /** Loads `to` and commits it to history; resolves when this navigation is settled or superseded. */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /**
   * The browser already moved to another history entry (back/forward,
   * `popstate`): loads the page of the current location without writing
   * history. A failed load reloads that URL in full.
   */
  pop(): Promise<void>;
}

/** The key of a history entry's state, or `'initial'` for the entry the document was loaded into. */
export function entryKey(state: unknown): string {
  const key = typeof state === 'object' && state !== null ? (state as { readonly key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'initial';
}

/** `true` while a navigation has started and not settled. */
export function isNavigationPending(state: NavigatorState<unknown>): boolean {
  switch (state.status) {
    case 'loading':
      return true;
    case 'idle':
    case 'loaded':
    case 'failed':
    case 'new-build':
      return false;
    default:
      return assertNever(state, 'navigator state');
  }
}

/**
 * Creates the navigator. History is written only when a load commits, so a
 * navigation superseded by a newer one leaves no entry behind; each
 * navigation owns an AbortController that the next one aborts.
 */
export function createNavigator<TModule = unknown>(options: NavigatorOptions<TModule>): Navigator<TModule> {
  const { loader, history, location } = options;
  const listeners = new Set<(state: NavigatorState<TModule>) => void>();
  let state: NavigatorState<TModule> = IDLE_NAVIGATION;
  let current: AbortController | undefined;
  let entries = 0;

  const setState = (next: NavigatorState<TModule>): void => {
    state = next;
    for (const listener of listeners) listener(next);
  };

  const fullLoad = (target: NavigationTarget, result: Extract<PageLoadResult<TModule>, { status: 'error' }>): void => {
    // Wipe the current entry's key so coming back to it does not restore stale state.
    history.replaceState({}, '', location.href);
    options.assign(target.pathname + target.search + target.hash);
    setState({ status: 'failed', to: target, result });
  };

  const commit = (target: NavigationTarget, result: RenderableResult<TModule>, replace: boolean, extra: Readonly<Record<string, unknown>>): void => {
    entries += 1;
    const key = `${options.now()}-${entries}`;
    const entryState = { ...extra, key };
    const href = target.pathname + target.search + target.hash;
    try {
      if (replace) history.replaceState(entryState, '', href);
      else history.pushState(entryState, '', href);
    } catch {
      // Safari throws after 100 pushState calls in a short time: let the browser load the URL instead.
      options.assign(href);
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loaded', result, location: { ...target, state: entryState, key, action: replace ? 'REPLACE' : 'PUSH' } });
  };

  /** Sends the browser to `target` when the loaded page belongs to another deploy; returns whether it did. */
  const leftForNewBuild = (target: NavigationTarget, result: RenderableResult<TModule>): boolean => {
    const deployed = result.resources.compilationHash;
    if (options.runningBuild === undefined || deployed === '' || deployed === options.runningBuild) return false;
    options.assign(target.pathname + target.search + target.hash);
    setState({ status: 'new-build', to: target, deployed });
    return true;
  };

  /** Starts a load owned by a fresh AbortController (aborting the previous one); `undefined` when superseded. */
  async function load(target: NavigationTarget): Promise<PageLoadResult<TModule> | undefined> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const timer = options.setTimeout(() => options.onDelayedLoad(target.pathname), DELAYED_LOAD_MS);
    controller.signal.addEventListener('abort', () => options.clearTimeout(timer));
    // The requests go out first: the "loading" state renders (a progress indicator) while they are in flight,
    // not before them.
    const pending = loader.loadPage(target.pathname + target.search);
    setState({ status: 'loading', to: target });
    const result = await pending;
    options.clearTimeout(timer);
    if (controller.signal.aborted) return undefined;
    current = undefined;
    return result;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async navigate(to, navigateOptions = {}) {
      const target = parsePath(to);
      if (options.swUpdateWaiting()) {
        options.assign(target.pathname + target.search + target.hash);
        return;
      }
      const replace = navigateOptions.replace ?? target.pathname + target.search === location.pathname + location.search;
      const result = await load(target);
      if (result === undefined) return;
      // Only errors need the browser to load the URL (see needsFullNavigation).
      if (result.status === 'error') {
        fullLoad(target, result);
        return;
      }
      if (leftForNewBuild(target, result)) return;
      commit(target, result, replace, navigateOptions.state ?? {});
    },
    async pop() {
      const target: NavigationTarget = { pathname: location.pathname, search: location.search, hash: location.hash };
      const entryState = options.historyState?.() ?? null;
      const result = await load(target);
      if (result === undefined) return;
      if (result.status === 'error') {
        // The entry is already the current one: load it in full (no history write needed).
        options.assign(target.pathname + target.search + target.hash);
        setState({ status: 'failed', to: target, result });
        return;
      }
      if (leftForNewBuild(target, result)) return;
      const stateRecord = typeof entryState === 'object' && entryState !== null ? (entryState as Readonly<Record<string, unknown>>) : {};
      setState({ status: 'loaded', result, location: { ...target, state: stateRecord, key: entryKey(entryState), action: 'POP' } });
    },
  };
}
