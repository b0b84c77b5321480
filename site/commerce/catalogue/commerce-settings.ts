import type { BrandConfig } from '../../../brands/brand-schema.ts';
import type { Locale } from '../../locale/locales.ts';
import type { ShopwareChannels } from '../shopware/shopware-channels.ts';

/** What the browser needs to talk to the commerce backend of a page's country, and the brand's shop options. */
export interface CommerceSettings {
  /** Upper-case country of the page: every call goes to its backend. */
  readonly country: string;
  /** Shop origin the browser calls (the local service unless the brand or COMMERCE_URL names one). */
  readonly url: string;
  /** `sw-access-key` (public by design: browsers send it to Shopware). */
  readonly accessKey: string;
  readonly salesChannelApi: boolean;
  /** BCP 47 tag for number formats (`de-CH`). */
  readonly tag: string;
  /** The country's sales-channel currency (the context may confirm it). */
  readonly currency: string;
  /** The brand hides prices here (INT channel). */
  readonly hidePrices: boolean;
  /** Shoppers may change quantities in the basket. */
  readonly basketQuantity: boolean;
  /** Instalment price range offered on product pages, or null. */
  readonly instalments: { readonly min: number; readonly max: number } | null;
  /** Paths of the shop pages in this locale. */
  readonly paths: { readonly basket: string; readonly checkout: string; readonly confirm: string; readonly home: string };
}

/** The commerce settings of a locale; `null` when the brand has no shop in that country. */
export function commerceSettings(brand: BrandConfig, locale: Locale, channels: ShopwareChannels): CommerceSettings | null {
  const channel = channels[locale.country];
  if (channel?.url === undefined || channel.accessKey === undefined) return null;
  return {
    country: locale.country,
    url: channel.url,
    accessKey: channel.accessKey,
    salesChannelApi: brand.features.salesChannelApi,
    tag: locale.tag,
    currency: locale.currency,
    hidePrices: brand.features.hidePriceForInt && locale.country === 'INT',
    basketQuantity: brand.features.basketQuantity,
    instalments: brand.features.instalments,
    paths: { basket: `${locale.path}basket/`, checkout: `${locale.path}checkout/`, confirm: `${locale.path}checkout/finish/`, home: locale.path },
  };
}
