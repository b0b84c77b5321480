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

/** Reads the stored history; anything malformed counts as empty. */
export function readListingHistory(storage: SessionLike | undefined): ListingHistoryState {
  try {
    const raw = storage?.getItem(LAST_VISITED_PLP_KEY) ?? null;
    if (raw === null) return EMPTY_LISTING_HISTORY;
    const parsed = JSON.parse(raw) as Partial<ListingHistoryState>;
    const plp = parsed.plp;
    if (plp === null || plp === undefined || typeof plp.key !== 'string' || typeof plp.path !== 'string' || typeof plp.search !== 'string') return EMPTY_LISTING_HISTORY;
    return { plp: { key: plp.key, path: plp.path, search: plp.search }, breadcrumbClicked: parsed.breadcrumbClicked === true };
  } catch {
    // Corrupted or unavailable storage: start afresh (the listing still works, just without history).
    return EMPTY_LISTING_HISTORY;
  }
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
