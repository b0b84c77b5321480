import type { PageRoute } from '@cycle/engine';

/** The result of merging route sources: the routes to build and the content stories that lost their path. */
export interface MergedRoutes {
  readonly routes: PageRoute[];
  /** Content routes whose path a fixed or commerce page owns (DECISIONS "Page ownership"): path → content route. */
  readonly editorial: ReadonlyMap<string, PageRoute>;
}

/**
 * Merges the route sources. A content home replaces the fixed home of its locale (same path); any other
 * path a fixed route (basket, search, contact) or a commerce page (listings, product lines, products,
 * newsletter) owns stays theirs, and the content story there only contributes its editorial parts.
 */
export function mergeRoutes(fixed: readonly PageRoute[], commerce: readonly PageRoute[], content: readonly PageRoute[]): MergedRoutes {
  const contentByPath = new Map(content.map((r) => [r.path, r]));
  const homes = new Set(content.filter((r) => r.alternate?.key === 'home').map((r) => r.path));
  const kept = fixed.filter((r) => !(r.kind === 'Home' && homes.has(r.path)));
  const owned = new Set([...kept, ...commerce].map((r) => r.path));
  const editorial = new Map<string, PageRoute>();
  for (const [path, route] of contentByPath) if (owned.has(path)) editorial.set(path, route);
  return { routes: [...kept, ...commerce, ...content.filter((r) => !owned.has(r.path))], editorial };
}
