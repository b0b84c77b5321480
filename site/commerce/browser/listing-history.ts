
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textUpTo = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * The stored shape: a listing path of ours and a query of sensible length (the query is replayed into the URL);
 * `null` for anything else. Checked by hand, not with a schema library: this runs in the listing's and the
 * product page's first-load JavaScript.
 */
function storedHistory(json: unknown): ListingHistoryState | null {
  if (!isRecord(json) || !isRecord(json['plp'])) return null;
  const { key, path, search } = json['plp'];
  if (!textUpTo(key, 500)) return null;
  if (!textUpTo(path, 2000) || !/^\/(?!\/)/u.test(path)) return null;
  if (!textUpTo(search, 2000) || !/^(\?.*)?$/su.test(search)) return null;
  const breadcrumbClicked = json['breadcrumbClicked'] ?? false;
  if (typeof breadcrumbClicked !== 'boolean') return null;
  return { plp: { key, path, search }, breadcrumbClicked };
}

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
  return storedHistory(json) ?? EMPTY_LISTING_HISTORY;
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
