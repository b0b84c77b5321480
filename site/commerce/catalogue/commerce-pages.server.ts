import type { BrandConfig } from '../../../brands/brand-schema.ts';
import type { Messages } from '../../i18n/messages/en.ts';
import type { Locale } from '../../locale/locales.ts';
import { RANGE_KEYS, type RouteSlugs } from '../../routes/route-slugs.ts';
import { ATTRIBUTE_CONFIG, attributeDisplayKey, sortAttributeValues } from '../product/attribute-config.ts';
import type { Product } from '../types.ts';
import { listingPath, productDetailPath, productLinePath } from '../urls/commerce-paths.ts';
import { fitTableOf } from '../../fit/fit-table.ts';
import { slugify } from '../urls/slugify.ts';
import type { CommerceSettings } from './commerce-settings.ts';
import type { LocaleCatalogue } from './load-catalogue.server.ts';
import type { CategoryPageData, Crumb, Facet, ListingTile, ProductLineData, ProductLineListingData, ProductPageData } from './page-data.ts';
import { indexedValuesOf } from './indexed-values-of.server.ts';
import { imageRef, optionValue, productPageBase, thumbOf, uniqueBy } from './product-page-data.ts';

/** Listing filter keys of spec §3 (facets), plus colour and frame shape which every bike listing offers. */
export const FACET_CODES = ['attrMarketingColor', 'attrFrameShape', 'UB-BATCAP', 'UB-MRS', 'WHEEL', 'FRAMEMAT', 'UB-MTBRD', 'UB-GRNBR', 'UB-FFRKBRD'] as const;
const COLOUR = 'attrMarketingColor';

export type CommercePageKind = 'Category' | 'Product' | 'ProductLine' | 'ProductLineListing';

/** One page the catalogue gives a locale. */
export interface CommercePage {
  readonly path: string;
  readonly kind: CommercePageKind;
  /** Same page in other locales (DECISIONS: the parent product or category id). */
  readonly alternateKey: string;
  readonly data: CategoryPageData | ProductPageData | ProductLineData | ProductLineListingData;
  readonly head: { readonly title: string; readonly description?: string };
  /** A top category's listing (the header menu links to these): its language-neutral key and localised name. */
  readonly top?: { readonly key: string; readonly label: string };
  /** A product line's page: the line's `attrProductLine` value (the dynamic product page links products to it). */
  readonly line?: string;
}

export interface CommercePagesInput {
  readonly brand: BrandConfig;
  readonly locale: Locale;
  readonly catalogue: LocaleCatalogue;
  readonly settings: CommerceSettings;
  readonly messages: Messages;
  readonly slugs: RouteSlugs;
}


/** Facet values of a tile: `WHEEL` falls back to the wheel-size attribute. */
function facetValues(product: Product, code: string): string[] {
  const values = indexedValuesOf(product, code);
  const fallback = code === 'WHEEL' && values.length === 0 ? indexedValuesOf(product, 'attrWheelSize') : values;
  return fallback.map((a) => a.name);
}

/**
 * Every listing, product, product line and line listing page of one locale, with its data. Paths follow the
 * URL rules of spec §2 (`commerce-paths.ts`); listings use the locale's section slugs for the top categories
 * so the navigation's links land on them.
 */
export function commercePages(input: CommercePagesInput): CommercePage[] {
  const { brand, locale, catalogue, settings, messages: m, slugs } = input;
  const home: Crumb = { label: m.home, href: locale.path };
  const depth = brand.listing.breadcrumbDepth;
  const trim = (crumbs: readonly Crumb[]): Crumb[] => (crumbs.length <= depth ? [...crumbs] : [crumbs[0] as Crumb, ...crumbs.slice(crumbs.length - (depth - 1))]);

  // Categories: localised names and language-neutral keys, path segments per category.
  const categories = new Map<string, { name: string; parentId: string | null; key: string }>();
  for (const p of catalogue.bikes) for (const c of p.categoriesRo) categories.set(c.id, { name: c.name, parentId: c.parentId ?? null, key: catalogue.categoryKeys.get(c.id) ?? slugify(c.name) });
  const TOP: Readonly<Record<string, string>> = { 'e-bikes': slugs.ebikes, bikes: slugs.bikes };
  /** The localised path segments of a category (spec §2 route list), or null where the language has no such page. */
  const segmentsOf = (id: string, seen = 0): string[] | null => {
    const c = categories.get(id);
    if (c === undefined || seen > 5) return null;
    const listed = slugs.categories[c.key];
    if (listed !== undefined) return listed === null ? null : listed.split('/');
    if (c.parentId === null || !categories.has(c.parentId)) return (TOP[c.key] ?? slugify(c.name)).split('/');
    const parent = segmentsOf(c.parentId, seen + 1);
    return parent === null ? null : [...parent, slugify(c.name)];
  };
  /** Categories this locale builds a listing for. */
  const built = new Set([...categories.keys()].filter((id) => segmentsOf(id) !== null));
  /** The built categories from the top down to `id` (an unbuilt parent is left out of the trail). */
  const chainOf = (id: string, seen = 0): string[] => {
    const c = categories.get(id);
    if (c === undefined || seen > 5) return [];
    const own = built.has(id) ? [id] : [];
    return c.parentId === null ? own : [...chainOf(c.parentId, seen + 1), ...own];
  };
  const categoryPath = (id: string): string => listingPath(locale, segmentsOf(id) ?? [], brand.urls);
  const categoryCrumb = (id: string): Crumb => ({ label: categories.get(id)?.name ?? '', href: categoryPath(id) });
  const isRange = (key: string): boolean => (RANGE_KEYS as readonly string[]).includes(key);

  // Product lines: the attrProductLine value of each bike.
  const lineOf = (p: Product): string | null => indexedValuesOf(p, 'attrProductLine')[0]?.name ?? null;
  const lineSlug = (line: string): string => slugify(`${brand.name} ${line}`);
  const linePath = (line: string): string => productLinePath(locale, `productlines/${lineSlug(line)}`, brand.urls);
  // One "all models" page per locale: at the brand's line separator, or (lines at the locale root) at the language's slug.
  const linesPath = brand.urls.productLineSeparator === '' ? `${locale.path}${slugs.models}/` : productLinePath(locale, '', brand.urls);

  const slugSource = (p: Product) => ({
    parentModelName: typeof p.customFields['cycle_parent_model_name'] === 'string' ? p.customFields['cycle_parent_model_name'] : undefined,
    name: p.name,
    modelSlug: typeof p.customFields['cycle_model_slug'] === 'string' ? p.customFields['cycle_model_slug'] : undefined,
    sku: p.sku,
  });
  const productPath = (p: Product, colour?: string): string => productDetailPath(locale, slugSource(p), brand.urls, colour);

  const tiles: ListingTile[] = catalogue.bikes.map((p, rank) => {
    const prices = p.variants.map((v) => v.price?.total).filter((n): n is number => typeof n === 'number');
    const listPrices = p.variants.map((v) => v.listPrice).filter((n): n is number => typeof n === 'number');
    return {
      id: p.id,
      sku: p.sku,
      name: p.name,
      subtitle: p.subtitle,
      href: productPath(p),
      image: imageRef(p.images.find((i) => i.url === p.img) ?? p.images[0] ?? null, p.name),
      price: prices.length > 0 ? Math.min(...prices) : (p.price?.total ?? null),
      listPrice: listPrices.length > 0 ? Math.min(...listPrices) : p.listPrice,
      badges: p.badges.map((b) => b.name),
      label: p.labels[0]?.freeText ?? null,
      colours: sortAttributeValues(ATTRIBUTE_CONFIG, COLOUR, indexedValuesOf(p, COLOUR)).map(optionValue),
      facets: Object.fromEntries(FACET_CODES.map((code) => [code, facetValues(p, code)])),
      stockStatus: p.stockStatus,
      createdAt: p.createdAt,
      rank,
      variantIds: p.variantIds,
      fit: fitTableOf(p),
    };
  });
  const tileById = new Map(tiles.map((t) => [t.id, t]));

  const facetsFor = (list: readonly ListingTile[]): Facet[] =>
    FACET_CODES.map((code) => {
      const values = uniqueBy(list.flatMap((t) => (t.facets[code] ?? []).map((name, position) => ({ name, position }))), (v) => v.name);
      return { code, key: attributeDisplayKey(ATTRIBUTE_CONFIG, code, locale.language), values: sortAttributeValues(ATTRIBUTE_CONFIG, code, values).map((v) => v.name) };
    }).filter((f) => f.values.length > 1);

  const pages: CommercePage[] = [];

  // Category listings.
  for (const [id, c] of categories) {
    if (!built.has(id)) continue;
    const members = catalogue.bikes.filter((p) => p.categoryTree.includes(id) || p.categoriesRo.some((r) => r.id === id));
    const list = members.map((p) => tileById.get(p.id)).filter((t): t is ListingTile => t !== undefined);
    const chain = chainOf(id);
    const title = chain.map((cid) => categories.get(cid)?.name ?? '').join(' ');
    const data: CategoryPageData = {
      title,
      listingKey: `category:${c.key}`,
      breadcrumbs: trim([home, ...chain.map(categoryCrumb)]),
      tiles: list,
      facets: facetsFor(list),
      pageSize: brand.listing.pageSize,
      columnsXxl: brand.listing.columnsXxl,
      legalNotes: [...new Set(members.flatMap((p) => p.legalNotes))],
      subcategories: [...categories].filter(([sid, sub]) => sub.parentId === id && built.has(sid)).map(([sid]) => categoryCrumb(sid)),
      commerce: settings,
    };
    pages.push({ path: categoryPath(id), kind: 'Category', alternateKey: `category:${c.key}`, data, head: { title: `${title} | ${brand.name}`, description: `${title}: ${list.map((t) => t.name).join(', ')}` } , ...((c.parentId === null || !categories.has(c.parentId)) && !isRange(c.key) ? { top: { key: c.key, label: c.name } } : {}) });
  }

  // Product pages: the parent, plus one page per colour (the child slug).
  const batteries = catalogue.batteries.map((b) => ({ sku: b.sku, name: b.name, position: b.batteryPosition }));
  for (const p of catalogue.bikes) {
    const primary = p.categoryTree.map((cid) => chainOf(cid)).filter((chain) => chain.length > 0).sort((a, b) => b.length - a.length)[0] ?? [];
    const line = lineOf(p);
    const base = productPageBase(p, { language: locale.language, batteries, settings, colourPath: (colour) => productPath(p, colour), line: line === null ? null : { label: `${brand.name} ${line}`, href: linePath(line) } });
    const colours = base.dimensions.find((d) => d.code === COLOUR)?.values ?? [];
    const colourPaths = base.colourPaths;
    const crumbs = (self: Crumb): Crumb[] => trim([home, ...primary.map(categoryCrumb), self]);
    const description = p.metaDescription ?? p.subtitle ?? p.description ?? p.name;
    const parentPath = productPath(p);
    pages.push({ path: parentPath, kind: 'Product', alternateKey: `product:${p.id}`, data: { ...base, selectedColour: null, breadcrumbs: crumbs({ label: p.name, href: parentPath }) }, head: { title: `${p.name} | ${brand.name}`, description } });
    for (const c of colours) {
      const path = colourPaths[c.id] as string;
      pages.push({
        path, kind: 'Product', alternateKey: `product:${p.id}:${c.id}`,
        data: { ...base, selectedColour: c.id, breadcrumbs: crumbs({ label: `${p.name} ${c.name}`, href: path }) },
        head: { title: `${p.name} ${c.name} | ${brand.name}`, description },
      });
    }
  }

  // Product lines and their listing.
  const lines = new Map<string, Product[]>();
  for (const p of catalogue.bikes) {
    const line = lineOf(p);
    if (line !== null) lines.set(line, [...(lines.get(line) ?? []), p]);
  }
  const linesCrumb: Crumb = { label: m.shopModelLines, href: linesPath };
  for (const [line, members] of lines) {
    const first = members[0] as Product;
    const data: ProductLineData = {
      name: `${brand.name} ${line}`,
      line,
      intro: first.subtitle,
      hero: first.hero === null ? null : { url: first.hero, alt: first.heroAlt ?? line, thumb: thumbOf(first.heroThumbnails, first.hero) },
      breadcrumbs: trim([home, linesCrumb, { label: `${brand.name} ${line}`, href: linePath(line) }]),
      tiles: members.map((p) => tileById.get(p.id)).filter((t): t is ListingTile => t !== undefined),
      commerce: settings,
    };
    pages.push({ path: linePath(line), kind: 'ProductLine', alternateKey: `line:${lineSlug(line)}`, line, data, head: { title: `${brand.name} ${line} | ${brand.name}`, description: first.subtitle ?? line } });
  }
  const listing: ProductLineListingData = {
    title: m.shopModelLines,
    breadcrumbs: trim([home, linesCrumb]),
    lines: [...lines].map(([line, members]) => {
      const prices = members.map((p) => tileById.get(p.id)?.price).filter((n): n is number => typeof n === 'number');
      return { name: `${brand.name} ${line}`, href: linePath(line), image: tileById.get(members[0]?.id ?? '')?.image ?? null, models: members.length, fromPrice: prices.length > 0 ? Math.min(...prices) : null };
    }),
    commerce: settings,
  };
  if (lines.size > 0) pages.push({ path: linesPath, kind: 'ProductLineListing', alternateKey: 'lines', data: listing, head: { title: `${m.shopModelLines} | ${brand.name}` } });
  return pages;
}
