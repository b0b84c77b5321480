/** One data-layer entry: an event name and its fields (the tag manager's format). */
export type DataLayerEvent = { readonly event: string } & Readonly<Record<string, unknown>>;

/** Where analytics events go. */
export interface DataLayer {
  push(entry: DataLayerEvent | Readonly<Record<string, unknown>>): void;
}

/** The page's `window.dataLayer` (created when missing), which the tag manager reads once loaded. */
export function browserDataLayer(win: { dataLayer?: unknown[] }): DataLayer {
  win.dataLayer ??= [];
  const list = win.dataLayer;
  return { push: (entry) => void list.push(entry) };
}
