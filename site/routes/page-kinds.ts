/** Page kinds of the spec (§2) that the build emits so far, with their component chunk names. */
export const PAGE_COMPONENTS = {
  Home: 'home',
  Basket: 'basket',
  Search: 'search',
  Contact: 'contact',
  NotFound: 'not-found',
  Error: 'error',
  LocaleRedirect: 'locale-redirect',
} as const;

export type PageKind = keyof typeof PAGE_COMPONENTS;
