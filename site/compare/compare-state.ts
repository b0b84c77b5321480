/** A bike on the compare list (spec §3), stored locally under `compareItems`. */
export interface CompareItem {
  /** The product's id in the shop. */
  readonly objectID: string;
  /** What the shopper reads: the model name. */
  readonly model: string;
  /** Thumbnail URL; `''` when the product has no picture. */
  readonly thumbnail: string;
  /** The parent product number: the comparison page reads the product by it. */
  readonly sku: string;
}

/** Why an add was refused, shown to the shopper instead of adding. */
export interface CompareNotice {
  readonly kind: 'full';
  /** The maximum on this screen. */
  readonly max: number;
}

/** Compare state (spec §3, §4): the list, whether it has been read from storage, whether the panel is open. */
export interface CompareState {
  readonly products: readonly CompareItem[];
  /** False until the list has been read from local storage (the server and the hydration render see false). */
  readonly initialised: boolean;
  readonly open: boolean;
  /** The last refused add (cleared by the next change of the list). */
  readonly notice: CompareNotice | null;
  /** The list could not be stored (quota, private mode): it lives in this page only. */
  readonly unsaved: boolean;
}

/**
 * Compare actions (spec §4): TOGGLE flips the panel, UPDATE replaces the products with what storage holds and
 * marks the state initialised, SET replaces them with a new list (after an add or a remove) and marks it
 * initialised. NOTICE and SAVED carry what the shopper must be told.
 */
export type CompareAction =
  | { readonly type: 'TOGGLE'; readonly open?: boolean }
  | { readonly type: 'UPDATE'; readonly products: readonly CompareItem[] }
  | { readonly type: 'SET'; readonly products: readonly CompareItem[] }
  | { readonly type: 'NOTICE'; readonly notice: CompareNotice | null }
  | { readonly type: 'SAVED'; readonly saved: boolean };

/** What the server renders and hydration starts from: nothing chosen, panel closed. */
export const INITIAL_COMPARE_STATE: CompareState = Object.freeze({ products: Object.freeze([]), initialised: false, open: false, notice: null, unsaved: false });

/** The compare reducer: pure, one new state per action. */
export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  switch (action.type) {
    case 'TOGGLE':
      return { ...state, open: action.open ?? !state.open };
    case 'UPDATE':
      return { ...state, products: action.products, initialised: true };
    case 'SET':
      return { ...state, products: action.products, initialised: true, notice: null };
    case 'NOTICE':
      return { ...state, notice: action.notice };
    case 'SAVED':
      return { ...state, unsaved: !action.saved };
    default: {
      const never: never = action;
      return never;
    }
  }
}

const text = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;

/**
 * A stored item: strings of sensible length (a stored value is untrusted input), other fields dropped; `null`
 * for anything else. Checked by hand, not with a schema library: this runs in the listings' first load.
 */
export function storedCompareItem(value: unknown): CompareItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { objectID, model, thumbnail, sku } = value as Record<string, unknown>;
  return text(objectID, 1, 200) && text(model, 1, 300) && text(thumbnail, 0, 2000) && text(sku, 1, 100) ? { objectID, model, thumbnail, sku } : null;
}

/** Items with a sku already in `items` are left out (first one wins). */
export function uniqueBySku(items: readonly CompareItem[]): CompareItem[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.sku) ? false : (seen.add(i.sku), true)));
}
