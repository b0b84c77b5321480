import * as v from 'valibot';

/**
 * Listing history (spec §4): `SET_PLP` stores the listing a shopper was on (path, facet and sort state, page),
 * `SET_BREADCRUMB_CLICKED` stores that they left a product through its breadcrumb. The last visited listing page
 * is kept under `LAST_VISITED_PLP_KEY` in session storage so "back to the listing" returns to the same state.
 */
export const LAST_VISITED_PLP_KEY = 'lastVisitedPLP';

export interface ListingHistoryState {
  /** The last listing: its key, path and query (`?sort=price-asc&f.UB-BATCAP=625+Wh`). */
  readonly plp: { readonly key: string; readonly path: string; readonly search: string } | null;
  readonly breadcrumbClicked: boolean;
}

export type ListingHistoryAction =
  | { readonly type: 'SET_PLP'; readonly plp: NonNullable<ListingHistoryState['plp']> }
  | { readonly type: 'SET_BREADCRUMB_CLICKED'; readonly clicked: boolean };

export const EMPTY_LISTING_HISTORY: ListingHistoryState = Object.freeze({ plp: null, breadcrumbClicked: false });

export function listingHistoryReducer(state: ListingHistoryState, action: ListingHistoryAction): ListingHistoryState {
  switch (action.type) {
    case 'SET_PLP':
      return { plp: action.plp, breadcrumbClicked: false };
    case 'SET_BREADCRUMB_CLICKED':
      return { ...state, breadcrumbClicked: action.clicked };
    default: {
      const never: never = action;
      return never;
    }
  }
}

interface SessionLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored shape: a listing path of ours and a query of sensible length (the query is replayed into the URL). */
const StoredHistory = v.object({
  plp: v.object({
    key: v.pipe(v.string(), v.maxLength(500)),
    path: v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?!\/)/)),
    search: v.pipe(v.string(), v.maxLength(2000), v.regex(/^(\?.*)?$/s)),
  }),
  breadcrumbClicked: v.optional(v.boolean(), false),
});

/** Reads the stored history; anything malformed (invalid JSON, wrong shape, a 1 MB query) counts as empty. */
export function readListingHistory(storage: SessionLike | undefined): ListingHistoryState {
  let raw: string | null;
  try {
    raw = storage?.getItem(LAST_VISITED_PLP_KEY) ?? null;
  } catch {
    // Unavailable storage: start afresh (the listing still works, just without history).
    return EMPTY_LISTING_HISTORY;
  }
  if (raw === null || raw.length > 10_000) return EMPTY_LISTING_HISTORY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    // Corrupted entry: the next SET_PLP overwrites it.
    return EMPTY_LISTING_HISTORY;
  }
  const parsed = v.safeParse(StoredHistory, json);
  if (!parsed.success) return EMPTY_LISTING_HISTORY;
  const { plp, breadcrumbClicked } = parsed.output;
  return { plp: { key: plp.key, path: plp.path, search: plp.search }, breadcrumbClicked };
}

/** Applies an action and stores the result. */
export function dispatchListingHistory(storage: SessionLike | undefined, action: ListingHistoryAction): ListingHistoryState {
  const next = listingHistoryReducer(readListingHistory(storage), action);
  try {
    storage?.setItem(LAST_VISITED_PLP_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the history is a convenience, never a failure.
  }
  return next;
}

/** Session storage when the browser has it. */
export function sessionStore(): SessionLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
