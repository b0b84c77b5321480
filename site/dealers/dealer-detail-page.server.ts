import type { Json, PageRoute } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { Messages } from '../i18n/messages/en.ts';
import { localePath, type Locale } from '../locale/locales.ts';
import { routeSlugs } from '../routes/route-slugs.ts';
import type { Dealer } from './client/dealer-types.ts';
import type { DealerDetailData } from './dealer-detail-data.ts';
import { dealerHashSlug, formatDealerHash } from './dealer-hash.ts';
import { addressLine } from './format-dealer.ts';
import { localBusinessJsonLd } from './local-business-json-ld.ts';

/** The data and head of a dealer detail route (`crawlDealerRoutes`). Throws for a dealer the country no longer lists: the crawl and the load read the same data. */
export async function loadDealerDetail(
  route: PageRoute,
  o: { readonly brand: BrandConfig; readonly locale: Locale; readonly messages: Messages; readonly dealers: (country: Locale['country']) => Promise<readonly Dealer[]> },
): Promise<{ data: Json; head: { title: string; description: string } }> {
  const id = route.context?.['dealerId'];
  const dealer = (await o.dealers(o.locale.country)).find((d) => d.id === id);
  if (dealer === undefined) throw new Error(`Dealer page ${route.path}: no dealer ${String(id)} in ${o.locale.country}`);
  const finder = localePath(o.locale, routeSlugs(o.locale.language).dealers);
  const data: DealerDetailData = {
    dealer,
    tag: o.locale.tag,
    finderHref: `${finder}${formatDealerHash(dealerHashSlug(dealer))}`,
    jsonLd: localBusinessJsonLd(dealer, `${o.brand.origin}${route.path}`),
  };
  return {
    data: data as unknown as Json,
    head: { title: `${dealer.name}, ${dealer.city} | ${o.brand.name}`, description: `${dealer.name}: ${addressLine(dealer)}. ${o.messages.dealerOpeningHours}, ${o.messages.dealerDirections.toLowerCase()}, ${o.messages.dealerServices.toLowerCase()}.` },
  };
}
