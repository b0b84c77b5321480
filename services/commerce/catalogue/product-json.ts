import { hexId, type ProductDoc } from '../seed/build-catalogue.ts';
import type { Texts } from '../seed/seed-types.ts';
import type { CatalogueRefs, GroupRef, MediaRef, OptionRef } from './catalogue-refs.ts';

/** A product row as read with its price in the channel's currency and its stock in the channel's country. */
export interface ProductRow {
  readonly id: string;
  readonly doc: ProductDoc;
  readonly gross: number | null;
  readonly list: number | null;
  readonly regulation: number | null;
  readonly stock: number;
  /** Number of variants (parents of variant groups only). */
  readonly childCount: number;
  /** When the row was last written (ISO 8601): Shopware's `updatedAt`. */
  readonly updatedAt: string;
}

/** What shapes a product's JSON besides the product: language, tax, host for media URLs, asked-for associations. */
export interface RenderScope {
  readonly refs: CatalogueRefs;
  readonly lang: string;
  readonly languageId: string;
  readonly salesChannelId: string;
  readonly taxRate: number;
  /** `http://127.0.0.1:4180`: media URLs are absolute on this service. */
  readonly origin: string;
  readonly seoUrls: boolean;
}

export const t = (texts: Texts | null | undefined, lang: string): string | null =>
  texts == null ? null : ((texts as Record<string, string | undefined>)[lang] ?? texts.en);

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Shopware's CalculatedPrice for `quantity` of a gross unit price. */
export function calculatedPrice(unitPrice: number, quantity: number, taxRate: number, list: number | null = null, regulation: number | null = null): Record<string, unknown> {
  const totalPrice = round2(unitPrice * quantity);
  const tax = round2(totalPrice - totalPrice / (1 + taxRate / 100));
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [{ tax, taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: null,
    listPrice: list === null ? null : { price: list, discount: round2(unitPrice - list), percentage: round2(((list - unitPrice) / list) * 100), apiAlias: 'cart_list_price' },
    regulationPrice: regulation === null ? null : { price: regulation, apiAlias: 'cart_regulation_price' },
    apiAlias: 'calculated_price',
  };
}

/**
 * Media and option JSON of one render scope (one answer): made once and shared by every product that shows them (a
 * catalogue page repeats 200 options some 13,000 times), and `applyIncludes` trims each once. Answers are only
 * serialised, never changed, so sharing is safe.
 */
const sharedParts = new WeakMap<RenderScope, Map<string, Record<string, unknown>>>();

function shared(scope: RenderScope, key: string, make: () => Record<string, unknown>): Record<string, unknown> {
  let parts = sharedParts.get(scope);
  if (parts === undefined) {
    parts = new Map();
    sharedParts.set(scope, parts);
  }
  let part = parts.get(key);
  if (part === undefined) {
    part = make();
    parts.set(key, part);
  }
  return part;
}

/** The Store API media JSON (shared within `scope`: do not change it). */
export const mediaJson = (media: MediaRef, scope: RenderScope): Record<string, unknown> => shared(scope, `media:${media.id}`, () => makeMediaJson(media, scope));

function makeMediaJson(media: MediaRef, scope: RenderScope): Record<string, unknown> {
  const alt = t(media.alt, scope.lang);
  const fileName = media.path.split('/').pop()?.replace(/\.svg$/, '') ?? media.id;
  return {
    id: media.id,
    url: `${scope.origin}${media.path}`,
    alt,
    title: alt,
    fileName,
    fileExtension: 'svg',
    mimeType: 'image/svg+xml',
    fileSize: 2048,
    metaData: { width: media.width, height: media.height },
    path: media.path.slice(1),
    hasFile: true,
    private: false,
    translated: { alt, title: alt },
    thumbnails: [400, 800, 1920].map((width) => ({
      id: hexId(media.id, width),
      mediaId: media.id,
      width,
      height: Math.round((media.height * width) / media.width),
      url: `${scope.origin}${media.path}?width=${width}`,
      path: `${media.path.slice(1)}?width=${width}`,
      apiAlias: 'media_thumbnail',
    })),
    customFields: {},
    apiAlias: 'media',
  };
}

/** The Store API property option JSON with its group (shared within `scope`: do not change it). */
export const optionJson = (option: OptionRef, scope: RenderScope): Record<string, unknown> => shared(scope, `option:${option.id}`, () => makeOptionJson(option, scope));

/**
 * The option as an entity aggregation gives it: without its group, which Shopware does not load there (`group` null;
 * the group is an entity of its own, found by `groupId`). Shared within `scope`: do not change it.
 */
export const optionEntityJson = (option: OptionRef, scope: RenderScope): Record<string, unknown> => shared(scope, `option-entity:${option.id}`, () => ({ ...optionJson(option, scope), group: null }));

function makeOptionJson(option: OptionRef, scope: RenderScope): Record<string, unknown> {
  const group = scope.refs.groups.get(option.groupId);
  const name = t(option.name, scope.lang);
  return {
    id: option.id,
    groupId: option.groupId,
    name,
    position: option.position,
    colorHexCode: option.colorHex,
    mediaId: null,
    translated: { name, position: option.position, customFields: {} },
    customFields: {},
    group: group === undefined ? null : groupJson(group, scope),
    apiAlias: 'property_group_option',
  };
}

/** The Store API property group JSON (shared within `scope`: do not change it). */
export const groupJson = (group: GroupRef, scope: RenderScope): Record<string, unknown> =>
  shared(scope, `group:${group.id}`, () => ({
    id: group.id,
    name: t(group.name, scope.lang),
    position: group.position,
    displayType: group.displayType,
    sortingType: 'alphanumeric',
    filterable: group.filterable,
    visibleOnProductDetailPage: group.visible,
    translated: { name: t(group.name, scope.lang) },
    customFields: { cycle_attribute_code: group.code },
    apiAlias: 'property_group',
  }));

/** Which to-many associations the criteria asked for (`cover.media` is always there). */
export interface Associations {
  readonly media: boolean;
  readonly options: boolean;
  readonly properties: boolean;
  readonly manufacturer: boolean;
  readonly categories: boolean;
  readonly children: Associations | null;
}

const productMediaJson = (productId: string, mediaId: string, position: number, scope: RenderScope): Record<string, unknown> | null => {
  const media = scope.refs.media.get(mediaId);
  return media === undefined ? null : { id: hexId(productId, mediaId), productId, mediaId, position, media: mediaJson(media, scope), apiAlias: 'product_media' };
};

/** The Store API product JSON of one row (reference §4.1, emulator §14 item 6): no raw `price`. */
export function productJson(row: ProductRow, scope: RenderScope, associations: Associations, children: readonly ProductRow[] = []): Record<string, unknown> {
  const doc = row.doc;
  const gross = row.gross ?? 0;
  const name = t(doc.name, scope.lang);
  const description = t(doc.description, scope.lang);
  const translatedCustom = doc.translatedCustomFields[scope.lang] ?? doc.translatedCustomFields['en'] ?? {};
  const customFields = { ...doc.customFields, ...translatedCustom };
  const isParent = row.childCount > 0;
  const availableStock = row.stock;
  const available = doc.isCloseout ? availableStock > 0 : true;
  const cheapest = children.length === 0 ? row : children.reduce((min, c) => ((c.gross ?? Infinity) < (min.gross ?? Infinity) ? c : min), children[0] as ProductRow);
  const hasRange = children.some((c) => c.gross !== cheapest.gross);
  const cover = doc.coverMediaId === null ? null : productMediaJson(doc.id, doc.coverMediaId, 0, scope);
  const categories = doc.categoryIds.map((id) => scope.refs.categories.get(id)).filter((c) => c !== undefined);
  return {
    id: doc.id,
    parentId: doc.parentId,
    childCount: row.childCount,
    productNumber: doc.productNumber,
    manufacturerNumber: null,
    ean: doc.ean,
    name,
    description,
    metaTitle: name,
    metaDescription: description?.slice(0, 160) ?? null,
    keywords: doc.keywords,
    translated: { name, description, metaTitle: name, metaDescription: description?.slice(0, 160) ?? null, keywords: doc.keywords, customFields },
    active: true,
    available: isParent ? children.length === 0 || children.some((c) => !c.doc.isCloseout || c.stock > 0) : available,
    isCloseout: doc.isCloseout,
    markAsTopseller: doc.markAsTopseller,
    shippingFree: false,
    isNew: doc.badges.some((b) => b.name === 'new'),
    stock: availableStock,
    availableStock,
    minPurchase: 1,
    maxPurchase: doc.maxPurchase,
    purchaseSteps: 1,
    calculatedMaxPurchase: Math.min(doc.maxPurchase ?? 100, doc.isCloseout ? availableStock : Number.POSITIVE_INFINITY),
    calculatedPrice: calculatedPrice(gross, 1, scope.taxRate, row.list, row.regulation),
    calculatedPrices: [],
    calculatedCheapestPrice: { ...calculatedPrice(cheapest.gross ?? gross, 1, scope.taxRate, cheapest.list, cheapest.regulation), hasRange, variantId: children.length === 0 ? null : cheapest.id, apiAlias: 'calculated_cheapest_price' },
    cover,
    coverId: cover === null ? null : (cover['id'] as string),
    optionIds: doc.optionIds,
    propertyIds: doc.propertyIds,
    categoryIds: doc.categoryIds,
    customFields,
    deliveryTime: { name: '3-7 days', min: 3, max: 7, unit: 'day', apiAlias: 'delivery_time' },
    createdAt: doc.createdAt,
    updatedAt: row.updatedAt,
    releaseDate: doc.createdAt,
    ...(associations.media ? { media: doc.mediaIds.map((id, i) => productMediaJson(doc.id, id, i, scope)).filter((m) => m !== null) } : {}),
    ...(associations.options ? { options: doc.optionIds.map((id) => scope.refs.options.get(id)).filter((o) => o !== undefined).map((o) => optionJson(o, scope)) } : {}),
    ...(associations.properties ? { properties: doc.propertyIds.map((id) => scope.refs.options.get(id)).filter((o) => o !== undefined).map((o) => optionJson(o, scope)) } : {}),
    ...(associations.manufacturer ? { manufacturer: { id: hexId(doc.brand, 'manufacturer', doc.manufacturer), name: doc.manufacturer, translated: { name: doc.manufacturer }, link: null, media: null, apiAlias: 'product_manufacturer' } } : {}),
    ...(associations.categories
      ? {
          categories: categories.map((c) => ({
            id: c.id, parentId: c.parentId, name: t(c.name, scope.lang), translated: { name: t(c.name, scope.lang), customFields: c.legalNotes ? { cycle_legal_notes: t(c.legalNotes, scope.lang) } : {} },
            customFields: c.legalNotes ? { cycle_legal_notes: t(c.legalNotes, scope.lang) } : {}, apiAlias: 'category',
          })),
        }
      : {}),
    ...(associations.children ? { children: children.map((child) => productJson(child, scope, associations.children as Associations)) } : {}),
    ...(scope.seoUrls
      ? { seoUrls: [{ pathInfo: `/detail/${doc.id}`, seoPathInfo: `${(name ?? doc.productNumber).toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${doc.productNumber}`, isCanonical: true, routeName: 'frontend.detail.page', foreignKey: doc.id, languageId: scope.languageId, salesChannelId: scope.salesChannelId, apiAlias: 'seo_url' }] }
      : {}),
    extensions: {
      badges: doc.badges.map((b) => ({ ...b, media: b.mediaId === null ? null : (() => { const m = scope.refs.media.get(b.mediaId); return m === undefined ? null : mediaJson(m, scope); })() })),
      labels: doc.labels.map((l) => ({ id: l.id, active: l.active, priority: l.priority, freeText: t(l.freeText, scope.lang), colourway: l.colourway })),
    },
    apiAlias: 'product',
  };
}

/**
 * Applies Shopware's `includes` (`{apiAlias: [fields]}`): objects of a listed alias keep only those fields and
 * `apiAlias`. An object met again (a shared option or media) gets the same trimmed copy. A dotted field trims a plain
 * object inside one (`translated.name` keeps only `name` of `translated`, which must be listed itself), as Shopware's
 * StructEncoder does for arrays that are not entities; a plain object without dotted fields stays whole.
 */
export function applyIncludes(value: unknown, includes: Readonly<Record<string, readonly string[]>> | undefined, done = new WeakMap<object, unknown>()): unknown {
  if (includes === undefined) return value;
  if (value === null || typeof value !== 'object') return value;
  const hit = done.get(value);
  if (hit !== undefined) return hit;
  let out: unknown;
  if (Array.isArray(value)) out = value.map((v) => applyIncludes(v, includes, done));
  else {
    const record = value as Record<string, unknown>;
    const alias = typeof record['apiAlias'] === 'string' ? record['apiAlias'] : undefined;
    const keep = alias === undefined ? undefined : includes[alias];
    const trimmed: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(record)) {
      if (keep !== undefined && key !== 'apiAlias' && !keep.includes(key)) continue;
      trimmed[key] = keep !== undefined && isPlainObject(v) && hasNested(keep, key) ? trimNested(v, keep, key, includes, done) : applyIncludes(v, includes, done);
    }
    out = trimmed;
  }
  done.set(value, out);
  return out;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as Record<string, unknown>)['apiAlias'] !== 'string';

const hasNested = (keep: readonly string[], prefix: string): boolean => keep.some((field) => field.startsWith(`${prefix}.`));

/**
 * The fields of a plain object under `prefix` that `keep` lists (`prefix.field`). Not cached: one plain object can sit
 * under two paths of an answer (a product's `customFields` is also its `translated.customFields`).
 */
function trimNested(value: Record<string, unknown>, keep: readonly string[], prefix: string, includes: Readonly<Record<string, readonly string[]>>, done: WeakMap<object, unknown>): Record<string, unknown> {
  const trimmed: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = `${prefix}.${key}`;
    if (!keep.includes(path)) continue;
    trimmed[key] = isPlainObject(v) && hasNested(keep, path) ? trimNested(v, keep, path, includes, done) : applyIncludes(v, includes, done);
  }
  return trimmed;
}
