/**
 * schema.org nodes of our pages, from the page data the build already made (pure functions, no I/O):
 * Product or ProductGroup with its variants and Offers, BreadcrumbList, ItemList and Organization.
 */
import type { Crumb, ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { StockStatus } from '../commerce/types.ts';
import { absoluteUrl, block, type JsonLdBlock, type JsonLdNode } from './json-ld.ts';
import { aggregateRatingOf } from '../reviews/review-json-ld.ts';

/** Where the page lives and in which currency it sells. */
export interface PageContext {
  /** The site's origin (`https://www.winora.com`). */
  readonly origin: string;
  /** The page's path (`/de-de/sinus-ix12/`). */
  readonly path: string;
}

const AVAILABILITY: Readonly<Record<StockStatus, string>> = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  inactive: 'https://schema.org/Discontinued',
};

const COLOUR = 'attrMarketingColor';
const SIZE = 'attrFrameSize';
/** Dimensions in the variant's URL query (the product page reads them back), by code. */
const QUERY: Readonly<Record<string, string>> = { attrFrameShape: 'shape', attrFrameSize: 'size' };

/** A price as schema.org wants it: a numeric string with a dot and two decimals. */
export function offerPrice(price: number): string {
  return price.toFixed(2);
}

/** The page URL that shows this variant: its colour's page, the other choices in the query. */
export function variantUrl(data: ProductPageData, variant: VariantView, page: PageContext): string {
  const colour = variant.options[COLOUR];
  const path = (colour === undefined ? undefined : data.colourPaths[colour]) ?? page.path;
  const params = new URLSearchParams();
  for (const [code, name] of Object.entries(QUERY)) {
    const option = variant.options[code];
    if (option !== undefined) params.set(name, option);
  }
  const query = params.toString();
  return absoluteUrl(page.origin, query === '' ? path : `${path}?${query}`);
}

function optionName(data: ProductPageData, variant: VariantView, code: string): string | undefined {
  return data.dimensions.find((d) => d.code === code)?.values.find((o) => o.id === variant.options[code])?.name;
}

function offer(data: ProductPageData, variant: VariantView, price: number, page: PageContext): JsonLdNode {
  return {
    '@type': 'Offer',
    url: variantUrl(data, variant, page),
    price: offerPrice(price),
    priceCurrency: data.commerce.currency,
    availability: AVAILABILITY[variant.stockStatus === 'inactive' ? 'inactive' : variant.stock > 0 ? 'in-stock' : 'out-of-stock'],
    itemCondition: 'https://schema.org/NewCondition',
  };
}

function images(data: ProductPageData, page: PageContext, variant?: VariantView): string[] {
  const list = variant?.image ? [variant.image] : data.images;
  return [...new Set(list.map((i) => absoluteUrl(page.origin, i.url)))];
}

/**
 * The product: a ProductGroup (name, description, brand; `hasVariant` Products with name, sku, colour, size and an
 * Offer each; `variesBy` colour and size where they differ) when it has several priced variants, else one Product with its Offer.
 * Null when nothing has a price (prices hidden in that market, or on request): a Product without an offer is
 * not a valid rich result.
 */
export function productJsonLd(data: ProductPageData, page: PageContext): JsonLdBlock | null {
  if (data.commerce.hidePrices) return null;
  const priced = data.variants.filter((v): v is VariantView & { price: number } => v.price !== null && Number.isFinite(v.price) && v.price >= 0);
  if (priced.length === 0) return null;
  const description = data.description ?? data.subtitle;
  const shared = {
    name: data.name,
    ...(description ? { description } : {}),
    ...(data.brand ? { brand: { '@type': 'Brand', name: data.brand } } : {}),
  };
  // In a group, a variant carries only its name and what sets it apart: the description and brand are the group's,
  // which schema.org makes the variants' prototype and Google reads as shared by every variant. Repeated, the
  // description alone was two thirds of a product page's JSON-LD (1.5 KB for each of 24 variants).
  const variantNode = (v: VariantView & { price: number }, inGroup: boolean): JsonLdNode => {
    const colour = optionName(data, v, COLOUR);
    const size = optionName(data, v, SIZE);
    const picture = images(data, page, v);
    return {
      '@type': 'Product',
      sku: v.sku,
      ...(inGroup ? { name: data.name } : shared),
      ...(picture.length > 0 ? { image: picture } : {}),
      ...(colour ? { color: colour } : {}),
      ...(size ? { size } : {}),
      offers: offer(data, v, v.price, page),
    };
  };
  const [only] = priced;
  if (priced.length === 1 && only !== undefined) return block({ ...variantNode(only, false), url: absoluteUrl(page.origin, page.path), ...aggregateRatingOf(data.reviews) });
  const distinct = (code: string): boolean => new Set(priced.map((v) => v.options[code])).size > 1;
  const variesBy = [...(distinct(COLOUR) ? ['https://schema.org/color'] : []), ...(distinct(SIZE) ? ['https://schema.org/size'] : [])];
  const picture = images(data, page);
  return block({
    '@type': 'ProductGroup',
    productGroupID: data.sku,
    ...shared,
    url: absoluteUrl(page.origin, page.path),
    ...(picture.length > 0 ? { image: picture } : {}),
    ...(variesBy.length > 0 ? { variesBy } : {}),
    ...aggregateRatingOf(data.reviews),
    hasVariant: priced.map((v) => variantNode(v, true)),
  });
}

/** The page's breadcrumbs (home first), each with its absolute URL; null without at least two. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], page: PageContext): JsonLdBlock | null {
  if (crumbs.length < 2) return null;
  return block({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteUrl(page.origin, c.href) })),
  });
}

/** A listing's products as an ItemList (position and URL, Google's summary-page form); null when empty. */
export function itemListJsonLd(items: readonly Pick<ListingTile, 'href'>[], page: PageContext): JsonLdBlock | null {
  if (items.length === 0) return null;
  return block({
    '@type': 'ItemList',
    itemListElement: items.map((t, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(page.origin, t.href) })),
  });
}

/** The brand as an Organization (home pages). */
export interface OrganizationInput {
  readonly name: string;
  readonly origin: string;
  /** Path or URL of the logo. */
  readonly logo: string;
  /** Profiles elsewhere (social networks). @default none */
  readonly sameAs?: readonly string[];
}

export function organizationJsonLd(o: OrganizationInput): JsonLdBlock {
  return block({
    '@type': 'Organization',
    name: o.name,
    url: absoluteUrl(o.origin, '/'),
    logo: absoluteUrl(o.origin, o.logo),
    ...(o.sameAs && o.sameAs.length > 0 ? { sameAs: [...o.sameAs] } : {}),
  });
}
