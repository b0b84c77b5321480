import type { PageRoute } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import { dealerPath } from '../dealers/client/dealer-path.ts';
import type { Dealer } from '../dealers/client/dealer-types.ts';
import { hasDealerPages } from '../dealers/dealer-finder-data.server.ts';
import type { Locale } from '../locale/locales.ts';
import { slicesFor } from './crawl-routes.ts';
import { PAGE_COMPONENTS } from './page-kinds.ts';

export interface DealerRouteSourceOptions {
  readonly brand: BrandConfig;
  readonly locales: readonly Locale[];
  /** Every dealer of a country (the build's dealer service). */
  readonly dealers: (country: Locale['country']) => Promise<readonly Dealer[]>;
}

/**
 * The dealer detail pages (spec §2: nl-nl only, `features.dealerPages`): one page per dealer of the country at
 * `dealerPath` (locale, id, slug of name, city and addressLine1). Other brands and locales get none and read nothing.
 */
export async function crawlDealerRoutes(o: DealerRouteSourceOptions): Promise<PageRoute[]> {
  const routes: PageRoute[] = [];
  for (const locale of o.locales) {
    if (!hasDealerPages(o.brand, locale)) continue;
    for (const dealer of await o.dealers(locale.country)) {
      routes.push({
        path: dealerPath(locale, dealer),
        component: PAGE_COMPONENTS.DealerDetail,
        kind: 'DealerDetail',
        lang: locale.tag,
        locale: locale.id,
        // One language has these pages: the cluster is the dealer, so hreflang names the page itself.
        alternate: { key: `dealer:${dealer.id}`, hreflang: locale.tag, ...(locale.isXDefault ? { xDefault: true } : {}) },
        context: { locale: locale.id, kind: 'DealerDetail', dealerId: dealer.id },
        staticQueries: [
          { name: 'dictionary', scope: locale.language },
          { name: 'site', scope: locale.id },
        ],
        slices: slicesFor(locale, 'DealerDetail', o.brand),
      });
    }
  }
  return routes;
}
