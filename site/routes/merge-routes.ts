import type { Json, PageRoute } from '@cycle/engine';

/** Page kinds commerce data renders (DECISIONS "Page ownership"); a content story of these kinds only adds editorial parts. */
const COMMERCE_OWNED_KINDS: ReadonlySet<string | undefined> = new Set(['Category', 'ProductLine', 'ProductLineListing']);

/** The result of merging route sources: the routes to build and the content stories that lost their path. */
export interface MergedRoutes {
  readonly routes: PageRoute[];
  /** Content routes whose path a fixed or commerce page owns (DECISIONS "Page ownership"): path → content route. */
  readonly editorial: ReadonlyMap<string, PageRoute>;
}

/**
 * Context key of a commerce route whose path a content story shares: that story's full slug. The commerce
 * page's loader reads the story's editorial parts (hero, intro, SEO copy) through it.
 */
export const EDITORIAL_CONTEXT_KEY = 'editorial';

/** The full slug of the story that adds its editorial parts to a commerce route, or null. */
export function editorialSlugOf(route: PageRoute): string | null {
  const slug = route.context?.[EDITORIAL_CONTEXT_KEY];
  return typeof slug === 'string' ? slug : null;
}

/**
 * Merges the route sources. A content home replaces the fixed home of its locale (same path); any other
 * path a fixed route (basket, search, contact) or a commerce page (listings, product lines, products,
 * newsletter) owns stays theirs, and the content story there only contributes its editorial parts: the
 * commerce route carries the story's full slug in `context.editorial` (fixed routes keep their own copy). In a
 * locale with commerce routes, a category, product-line or line-listing story whose path no commerce page has is
 * dropped: the catalogue has no bikes for it there.
 */
export function mergeRoutes(fixed: readonly PageRoute[], commerce: readonly PageRoute[], allContent: readonly PageRoute[]): MergedRoutes {
  // In a locale with a shop, listings and product lines are commerce pages: a category or product-line story
  // without one (a range with no bikes there) is not built; it would be a hero without bikes.
  const shops = new Set(commerce.map((r) => r.locale));
  const commercePaths = new Set(commerce.map((r) => r.path));
  const content = allContent.filter((r) => !(COMMERCE_OWNED_KINDS.has(r.kind) && shops.has(r.locale) && !commercePaths.has(r.path)));
  const contentByPath = new Map(content.map((r) => [r.path, r]));
  const homes = new Set(content.filter((r) => r.alternate?.key === 'home').map((r) => r.path));
  const kept = fixed.filter((r) => !(r.kind === 'Home' && homes.has(r.path)));
  const owned = new Set([...kept, ...commerce].map((r) => r.path));
  const editorial = new Map<string, PageRoute>();
  for (const [path, route] of contentByPath) if (owned.has(path)) editorial.set(path, route);
  const commerceRoutes = commerce.map((r): PageRoute => {
    const story = editorial.get(r.path)?.context?.['content'];
    return typeof story === 'string' ? { ...r, context: { ...r.context, [EDITORIAL_CONTEXT_KEY]: story } } : r;
  });
  return { routes: [...kept, ...commerceRoutes, ...content.filter((r) => !owned.has(r.path))], editorial };
}

/** A loaded page: data and head (the loaders' common shape). */
export interface LoadedPageParts {
  readonly data: Json;
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
}

/**
 * A commerce page with a content story's editorial parts: `data.editorial` holds them for the page to render
 * around its grid; the story's SEO title and description replace the commerce ones. Without parts, the page
 * as it was.
 */
export function withEditorial(page: LoadedPageParts, editorial: { readonly parts: unknown; readonly head: { readonly title?: string; readonly description?: string } } | null): LoadedPageParts {
  if (editorial === null || page.data === null || typeof page.data !== 'object' || Array.isArray(page.data)) return page;
  return {
    data: { ...page.data, editorial: editorial.parts as Json },
    head: { ...page.head, ...editorial.head },
  };
}
