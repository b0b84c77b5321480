import * as v from 'valibot';
import type { Badge, Label, Money, Product, ProductAttribute, ProductImage, ProductVariant, StockStatus, Thumbnail } from '../../types.ts';
import { WireBadge, WireLabel, type WireMedia, type WireOption, type WireProduct, type WireVariant } from '../shopware-schemas.ts';

const text = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);

export const mapThumbnails = (media: WireMedia | null | undefined): Thumbnail[] =>
  (media?.thumbnails ?? []).map((t) => ({ id: t.id, url: t.url, width: t.width, height: t.height })).sort((a, b) => a.width - b.width);

export function mapImage(media: WireMedia, position = 0): ProductImage {
  const width = media.metaData?.width;
  const height = media.metaData?.height;
  return {
    id: media.id,
    alt: text(media.translated?.alt) ?? text(media.alt),
    url: media.url,
    thumbnails: mapThumbnails(media),
    metaData: typeof width === 'number' && typeof height === 'number' ? { width, height } : null,
    position,
  };
}

/**
 * Each option of an answer mapped once: the build's catalogue read gets the options once per answer (entity
 * aggregations, `attributes-from-aggregations.server.ts`) and the products refer to those same objects, so their
 * mapped attributes are shared too (winora: some 16,000 option uses per locale, 200 options). What is read from a
 * `ProductAttribute` is never written.
 */
const mappedAttributes = new WeakMap<WireOption, ProductAttribute>();

export function mapAttribute(option: WireOption): ProductAttribute {
  let mapped = mappedAttributes.get(option);
  if (mapped === undefined) {
    mapped = mapAttributeOnce(option);
    mappedAttributes.set(option, mapped);
  }
  return mapped;
}

function mapAttributeOnce(option: WireOption): ProductAttribute {
  const group = option.group;
  const code = group?.customFields?.['cycle_attribute_code'];
  return {
    id: option.id,
    name: text(option.translated?.name) ?? text(option.name) ?? '',
    position: option.position,
    displayType: group?.displayType ?? 'text',
    colorHexCode: text(option.colorHexCode),
    group: {
      id: group?.id ?? '',
      name: text(group?.translated?.name) ?? text(group?.name) ?? '',
      code: typeof code === 'string' ? code : (text(group?.name) ?? ''),
      position: group?.position ?? 0,
      displayType: group?.displayType ?? 'text',
      filterable: group?.filterable ?? false,
    },
  };
}

const mapMoney = (price: WireProduct['calculatedPrice']): Money | null =>
  price === null || price === undefined ? null : { total: price.totalPrice, calculatedTaxes: price.calculatedTaxes.map((t) => ({ tax: t.tax, taxRate: t.taxRate, price: t.price })) };

/** From the active flag and available stock (spec §3): inactive, else in stock when anything is available. */
export function stockStatusOf(active: boolean, availableStock: number): StockStatus {
  if (!active) return 'inactive';
  return availableStock > 0 ? 'in-stock' : 'out-of-stock';
}

const findByCode = (options: readonly ProductAttribute[], ...codes: readonly string[]): ProductAttribute | null => options.find((o) => codes.includes(o.group.code)) ?? null;

function mediaById(product: WireVariant, id: unknown): WireMedia | undefined {
  if (typeof id !== 'string') return undefined;
  return product.media.find((m) => m.mediaId === id || m.media?.id === id)?.media ?? undefined;
}

function mapVariant(child: WireVariant): ProductVariant {
  const available = child.availableStock ?? child.stock;
  return {
    id: child.id,
    sku: child.productNumber,
    name: text(child.translated?.name) ?? text(child.name) ?? child.productNumber,
    cover: child.cover?.media ? mapImage(child.cover.media, child.cover.position) : null,
    images: child.media.filter((m) => m.media).map((m) => mapImage(m.media as WireMedia, m.position)),
    options: child.options.map(mapAttribute),
    price: mapMoney(child.calculatedPrice),
    listPrice: child.calculatedPrice?.listPrice?.price ?? null,
    regulationPrice: child.calculatedPrice?.regulationPrice?.price ?? null,
    stockStatus: stockStatusOf(child.active, available),
    stock: available,
    properties: child.properties.map(mapAttribute),
    requiredBatteries: requiredBatteriesOf({ ...child.customFields, ...child.translated?.customFields }['cycle_required_batteries']),
  };
}

/** The comma-separated required battery product numbers of a bundle (custom field), in the shop's order. */
const requiredBatteriesOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter((s) => s !== '') : []);

/** Reads an array of valid entries from an extension, dropping what does not fit (vendor data is not trusted). */
function extensionList<T>(extensions: Readonly<Record<string, unknown>> | null | undefined, name: string, schema: v.GenericSchema<unknown, T>): T[] {
  const raw = extensions?.[name];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = v.safeParse(schema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** Maps a store-api product (parent or variant) to our Product with every field of spec §3. */
export function mapProduct(product: WireProduct | WireVariant): Product {
  const custom = { ...product.customFields, ...product.translated?.customFields };
  const cover = product.cover?.media ?? null;
  const hero = mediaById(product, custom['cycle_hero_media_id']);
  const geometry = mediaById(product, custom['cycle_geometry_media_id']);
  const properties = product.properties.map(mapAttribute);
  const visibleIds = new Set(product.properties.filter((p) => p.group?.visibleOnProductDetailPage !== false).map((p) => p.id));
  const options = product.options.map(mapAttribute);
  const children = 'children' in product ? (product.children as WireVariant[]) : [];
  const price = product.calculatedPrice ?? null;
  const available = product.availableStock ?? product.stock;
  const taxes = price?.calculatedTaxes ?? [];
  const keyFeatures = custom['cycle_key_features'];
  const required = custom['cycle_required_batteries'];
  const position = custom['cycle_battery_position'];
  const extensions = product.extensions ?? {};
  const badges: Badge[] = extensionList(extensions, 'badges', WireBadge).map((b) => ({ id: b.id, name: b.name, mediaId: text(b.mediaId), priority: b.priority, active: b.active, media: b.media ? mapImage(b.media) : null }));
  const labels: Label[] = extensionList(extensions, 'labels', WireLabel).map((l) => ({ id: l.id, active: l.active, priority: l.priority, freeText: l.freeText, colourway: l.colourway }));
  const otherExtensions = Object.fromEntries(Object.entries(extensions).filter(([key]) => key !== 'badges' && key !== 'labels'));
  const legalNotes = product.categories.map((c) => c.translated?.customFields?.['cycle_legal_notes'] ?? c.customFields?.['cycle_legal_notes']).filter((n): n is string => typeof n === 'string' && n !== '');
  const name = text(product.translated?.name) ?? text(product.name) ?? product.productNumber;
  return {
    id: product.id,
    objectID: product.id,
    sku: product.productNumber,
    ean: text(product.ean),
    name,
    brand: text(product.manufacturer?.translated?.name) ?? text(product.manufacturer?.name),
    metaTitle: text(product.translated?.metaTitle) ?? text(product.metaTitle),
    metaDescription: text(product.translated?.metaDescription) ?? text(product.metaDescription),
    metaKeywords: text(product.translated?.keywords) ?? text(product.keywords),
    price: mapMoney(price),
    listPrice: price?.listPrice?.price ?? null,
    taxPrice: price === null ? null : Math.round(taxes.reduce((sum, t) => sum + t.tax, 0) * 100) / 100,
    regulationPrice: price?.regulationPrice?.price ?? null,
    categories: product.categories.map((c) => text(c.translated?.name) ?? text(c.name) ?? '').filter((n) => n !== ''),
    categoriesRo: product.categories.map((c) => ({ id: c.id, name: text(c.translated?.name) ?? text(c.name) ?? '', parentId: text(c.parentId) })),
    categoryTree: product.categoryIds ?? product.categories.map((c) => c.id),
    type: typeof custom['cycle_product_type'] === 'string' ? custom['cycle_product_type'] : null,
    legalNotes: [...new Set(legalNotes)],
    img: cover?.url ?? null,
    imgThumbnails: mapThumbnails(cover),
    imgAlt: cover ? (text(cover.translated?.alt) ?? text(cover.alt)) : null,
    customFields: custom,
    description: text(product.translated?.description) ?? text(product.description),
    keyFeatures: Array.isArray(keyFeatures) ? keyFeatures.filter((f): f is string => typeof f === 'string') : [],
    hero: hero?.url ?? null,
    heroAlt: hero ? (text(hero.translated?.alt) ?? text(hero.alt)) : null,
    heroThumbnails: mapThumbnails(hero),
    geometry: geometry?.url ?? null,
    geometryAlt: geometry ? (text(geometry.translated?.alt) ?? text(geometry.alt)) : null,
    modelLogo: typeof custom['cycle_model_logo'] === 'string' ? custom['cycle_model_logo'] : null,
    bikeLogo: typeof custom['cycle_bike_logo'] === 'string' ? custom['cycle_bike_logo'] : null,
    halfords: custom['cycle_halfords'] === true,
    subtitle: typeof custom['cycle_subtitle'] === 'string' ? custom['cycle_subtitle'] : null,
    images: product.media.filter((m) => m.media).map((m) => mapImage(m.media as WireMedia, m.position)).sort((a, b) => a.position - b.position),
    inactive: !product.active,
    stockStatus: stockStatusOf(product.active, children.length > 0 ? children.reduce((sum, c) => sum + (c.availableStock ?? c.stock), 0) : available),
    stock: available,
    createdAt: text(product.createdAt),
    updatedAt: text(product.updatedAt),
    product: text(product.parentId),
    attributes: properties.filter((p) => visibleIds.has(p.id)),
    attributesHidden: properties.filter((p) => !visibleIds.has(p.id)),
    variantIds: children.map((c) => c.id),
    variants: children.map(mapVariant),
    variantsOnlyOptions: children.map((c) => ({ id: c.id, options: c.options.map(mapAttribute) })),
    badges: badges.filter((b) => b.active).sort((a, b) => b.priority - a.priority),
    labels: labels.filter((l) => l.active).sort((a, b) => b.priority - a.priority),
    extensions: otherExtensions,
    options,
    shape: findByCode(options, 'attrFrameShape', 'FRAMETYPE') ?? findByCode(properties, 'attrFrameShape', 'FRAMETYPE'),
    color: findByCode(options, 'attrMarketingColor', 'COLORCOM') ?? findByCode(properties, 'attrMarketingColor', 'COLORCOM'),
    secondaryColor: findByCode(options, 'COLOR2ND') ?? findByCode(properties, 'COLOR2ND'),
    requiredBatteries: requiredBatteriesOf(required),
    batteryPosition: typeof position === 'number' ? position : null,
  };
}
