import { assertNever } from '@cycle/engine/shared';
import { AUTH_TOKEN_KEY, contextTokenKey, type TokenStorage } from './token-storage.ts';

export interface ShopwareCurrency {
  readonly id: string;
  readonly name: string;
  readonly iso: string;
  readonly symbol: string;
}

export interface MediaEntry {
  readonly id: string;
  readonly [field: string]: unknown;
}

/** Commerce context (spec §3 "Other entities"). */
export interface CommerceContext {
  readonly shopwareContextToken: string | null;
  readonly shopwareLanguageId: string | null;
  readonly shopwareCurrency: ShopwareCurrency | null;
  readonly shopwareAuth: { readonly token: string; readonly tokenExpiry: number } | null;
  readonly shopwareMedia: readonly MediaEntry[];
}

/** Commerce context actions (spec §4). */
export type CommerceContextAction =
  | { readonly type: 'UPDATE'; readonly patch: Partial<Omit<CommerceContext, 'shopwareMedia'>> }
  | { readonly type: 'UPDATE_CONTEXT_TOKEN'; readonly token: string | null }
  | { readonly type: 'UPDATE_AUTH'; readonly auth: CommerceContext['shopwareAuth'] }
  | { readonly type: 'PUSH_MEDIA'; readonly media: readonly MediaEntry[] };

export const EMPTY_COMMERCE_CONTEXT: CommerceContext = Object.freeze({
  shopwareContextToken: null,
  shopwareLanguageId: null,
  shopwareCurrency: null,
  shopwareAuth: null,
  shopwareMedia: Object.freeze([]) as readonly MediaEntry[],
});

/** Pure reducer: tokens replace, media merge by id (a pushed entry replaces the one with its id). */
export function commerceContextReducer(state: CommerceContext, action: CommerceContextAction): CommerceContext {
  switch (action.type) {
    case 'UPDATE':
      return { ...state, ...action.patch };
    case 'UPDATE_CONTEXT_TOKEN':
      return { ...state, shopwareContextToken: action.token === '' ? null : action.token };
    case 'UPDATE_AUTH':
      return { ...state, shopwareAuth: action.auth === null || action.auth.token === '' ? null : action.auth };
    case 'PUSH_MEDIA': {
      const byId = new Map(state.shopwareMedia.map((m) => [m.id, m]));
      for (const entry of action.media) byId.set(entry.id, entry);
      return { ...state, shopwareMedia: [...byId.values()] };
    }
    default:
      return assertNever(action, 'commerce context action');
  }
}

export interface CommerceContextStore {
  getState(): CommerceContext;
  subscribe(listener: () => void): () => void;
  dispatch(action: CommerceContextAction): void;
}

/**
 * The context of one country, starting from its stored tokens. Token changes are written through to storage:
 * a non-empty context or auth token is stored per country, an empty one removed.
 */
export function createCommerceContextStore(country: string, storage: TokenStorage): CommerceContextStore {
  const stored = storage.read(contextTokenKey(country));
  const auth = storage.read(AUTH_TOKEN_KEY);
  let state: CommerceContext = {
    ...EMPTY_COMMERCE_CONTEXT,
    shopwareContextToken: stored?.token ?? null,
    shopwareAuth: auth === undefined ? null : { token: auth.token, tokenExpiry: auth.expiry },
  };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = commerceContextReducer(state, action);
      if (next.shopwareContextToken !== state.shopwareContextToken) storage.write(contextTokenKey(country), next.shopwareContextToken);
      if (next.shopwareAuth !== state.shopwareAuth) storage.write(AUTH_TOKEN_KEY, next.shopwareAuth?.token, next.shopwareAuth?.tokenExpiry);
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
