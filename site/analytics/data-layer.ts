/** One data-layer entry: an event name and its fields (the tag manager's format). */
export type DataLayerEvent = { readonly event: string } & Readonly<Record<string, unknown>>;

/** Where analytics events go. */
export interface DataLayer {
  push(entry: DataLayerEvent | Readonly<Record<string, unknown>>): void;
  /**
   * True for the page's real data layer; absent on the inert one the server render and the hydration render
   * see. Events sent once per page or per order wait for it, so they are not spent on the inert layer.
   */
  readonly live?: true;
}

/** The page's `window.dataLayer` (created when missing), which the tag manager reads once loaded. */
export function browserDataLayer(win: { dataLayer?: unknown[] }): DataLayer {
  win.dataLayer ??= [];
  const list = win.dataLayer;
  return { push: (entry) => void list.push(entry), live: true };
}
