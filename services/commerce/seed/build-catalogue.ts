import { createHash } from 'node:crypto';
import { COLOURS, GEOMETRY_CODES, SEED_GROUPS, SHAPES } from './attribute-groups.ts';
import type { SeedBrand, SeedModel, Texts } from './seed-types.ts';
import { composeProductCopy, translateSpecValue } from './product-copy/compose-product-copy.ts';

/** A 32-hex id derived from its parts, so a reseed gives every entity the same id. */
export const hexId = (...parts: readonly (string | number)[]): string => createHash('md5').update(parts.join('|')).digest('hex');
/** The slug of a model name or product line in media keys: `Sinus iX12` → `sinus-ix12`. */
export const mediaSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface GroupRow { readonly id: string; readonly brand: string; readonly code: string; readonly position: number; readonly displayType: string; readonly filterable: boolean; readonly visible: boolean; readonly name: Texts }
export interface OptionRow { readonly id: string; readonly groupId: string; readonly position: number; readonly name: Texts; readonly colorHex: string | null }
export interface MediaRow { readonly id: string; readonly brand: string; readonly path: string; readonly alt: Texts; readonly width: number; readonly height: number }
export interface CategoryRow { readonly id: string; readonly brand: string; readonly parentId: string | null; readonly name: Texts; readonly legalNotes: Texts | null }
export interface BadgeDoc { readonly id: string; readonly name: string; readonly mediaId: string | null; readonly priority: number; readonly active: boolean }
export interface LabelDoc { readonly id: string; readonly active: boolean; readonly priority: number; readonly freeText: Texts; readonly colourway: string }

/** Everything about a product except price and stock (those vary per currency and country). */
export interface ProductDoc {
  readonly id: string;
  readonly brand: string;
  readonly parentId: string | null;
  readonly productNumber: string;
  readonly ean: string;
  readonly manufacturer: string;
  readonly name: Texts;
  readonly description: Texts;
  readonly keywords: string;
  readonly isCloseout: boolean;
  readonly maxPurchase: number | null;
  readonly markAsTopseller: boolean;
  readonly optionIds: readonly string[];
  readonly propertyIds: readonly string[];
  readonly mediaIds: readonly string[];
  readonly coverMediaId: string | null;
  readonly categoryIds: readonly string[];
  /** Language-neutral custom fields. */
  readonly customFields: Readonly<Record<string, unknown>>;
  /** Translated custom fields per language. */
  readonly translatedCustomFields: Readonly<Partial<Record<string, Readonly<Record<string, unknown>>>>>;
  readonly badges: readonly BadgeDoc[];
  readonly labels: readonly LabelDoc[];
  readonly createdAt: string;
}
export interface PriceRow { readonly productId: string; readonly currency: string; readonly gross: number; readonly list: number | null; readonly regulation: number | null }
export interface StockRow { readonly productId: string; readonly country: string; readonly stock: number }

export interface Catalogue {
  readonly groups: readonly GroupRow[];
  readonly options: readonly OptionRow[];
  readonly media: readonly MediaRow[];
  readonly categories: readonly CategoryRow[];
  readonly products: readonly ProductDoc[];
  readonly prices: readonly PriceRow[];
  readonly stock: readonly StockRow[];
}

/** Fixed conversion factors from EUR for the seed's prices. */
export const CURRENCY_FACTORS: Readonly<Record<string, number>> = { EUR: 1, CHF: 1.02, CZK: 25.3, PLN: 4.35, GBP: 0.86, DKK: 7.46, SEK: 11.4 };
/** Prices end in 9 (3499, 88519). */
const convert = (eur: number, currency: string): number => Math.max(9, Math.round((eur * (CURRENCY_FACTORS[currency] ?? 1)) / 10) * 10 - 1);
/** Deterministic 0…n-1 from a key. */
const pick = (key: string, n: number): number => Number.parseInt(hexId(key).slice(0, 8), 16) % n;
const CATALOGUE_DATE = '2025-03-01T08:00:00.000+00:00';
const LANGS = ['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pl', 'sv'] as const;
const perLanguage = <T>(make: (lang: (typeof LANGS)[number]) => T): Record<string, T> => Object.fromEntries(LANGS.map((l) => [l, make(l)]));
const text = (texts: Texts, lang: string): string => (texts as Record<string, string | undefined>)[lang] ?? texts.en;

/** Frame geometry of one size, in mm and degrees, derived from its position in the size run. */
function geometry(model: SeedModel, sizeIndex: number): Record<(typeof GEOMETRY_CODES)[number], string> {
  const i = sizeIndex;
  return {
    WHEEL: model.wheel,
    'UB-STLENGT': `${440 + i * 50} mm`,
    'UB-TTLEN': `${560 + i * 20} mm`,
    'UB-HEADTLE': `${150 + i * 20} mm`,
    'UB-STANGLE': `${(73.5 - i * 0.5).toFixed(1)}°`,
    'UB-HEADTAN': `${(69 + i * 0.5).toFixed(1)}°`,
    'UB-STACK': `${620 + i * 18} mm`,
    'UB-REACH': `${385 + i * 10} mm`,
    'UB-BBDROP': '70 mm',
    'UB-WHLBASE': `${1120 + i * 15} mm`,
    'UB-CHASLEN': '470 mm',
    'UB-STANDHG': `${700 + i * 40} mm`,
  };
}

/** Rider height range for a frame size (HEIGHTS). */
const riderHeight = (sizeIndex: number): string => `${155 + sizeIndex * 10}–${167 + sizeIndex * 10} cm`;

/** Expands one brand's seed into rows, with prices for `currencies` and stock for `countries`. */
export function buildCatalogue(brand: string, seed: SeedBrand, countries: readonly string[], currencies: readonly string[]): Catalogue {
  const groups: GroupRow[] = SEED_GROUPS.map((group, position) => ({ id: hexId(brand, 'group', group.code), brand, position, ...group }));
  const groupId = new Map(groups.map((row) => [row.code, row.id]));
  const options = new Map<string, OptionRow>();
  const option = (code: string, name: Texts, colorHex: string | null = null): string => {
    const gid = groupId.get(code);
    if (gid === undefined) throw new Error(`Seed uses unknown attribute code ${code}`);
    const id = hexId(brand, 'option', code, name.en);
    if (!options.has(id)) options.set(id, { id, groupId: gid, position: [...options.values()].filter((o) => o.groupId === gid).length + 1, name, colorHex });
    return id;
  };
  const plain = (code: string, value: string): string => option(code, { en: value });
  /** A spec value whose words are translated per language (`Aluminium` → `Aluminio`); the id stays the English one's. */
  const spec = (code: string, value: string): string => option(code, perLanguage((lang) => translateSpecValue(value, lang)) as unknown as Texts);
  const media: MediaRow[] = [];
  const addMedia = (key: string, alt: Texts, width = 1600, height = 1000): string => {
    const id = hexId(brand, 'media', key);
    if (!media.some((m) => m.id === id)) media.push({ id, brand, path: `/media/${brand}/${key}.svg`, alt, width, height });
    return id;
  };
  const categories: CategoryRow[] = seed.categories.map((c) => ({ id: hexId(brand, 'category', c.key), brand, parentId: c.parent ? hexId(brand, 'category', c.parent) : null, name: c.name, legalNotes: c.legalNotes ?? null }));
  const products: ProductDoc[] = [];
  const prices: PriceRow[] = [];
  const stock: StockRow[] = [];
  const addPrices = (productId: string, eur: number, listEur: number | undefined): void => {
    for (const currency of currencies) {
      const gross = convert(eur, currency);
      const list = listEur === undefined ? null : convert(listEur, currency);
      prices.push({ productId, currency, gross, list, regulation: list === null ? null : Math.min(list, convert(eur * 1.04, currency)) });
    }
  };

  for (const battery of seed.batteries) {
    const id = hexId(brand, 'product', battery.sku);
    const cover = addMedia(`battery-${battery.wh}`, { en: battery.name }, 800, 800);
    products.push({
      id, brand, parentId: null, productNumber: battery.sku, ean: ean(battery.sku), manufacturer: 'Bosch', name: { en: battery.name },
      description: { en: `${battery.name}: ${battery.wh} Wh frame battery.`, de: `${battery.name}: Rahmenakku mit ${battery.wh} Wh.` }, keywords: 'battery',
      isCloseout: false, maxPurchase: 2, markAsTopseller: false, optionIds: [], propertyIds: [plain('UB-BATCAP', `${battery.wh} Wh`)], mediaIds: [cover], coverMediaId: cover,
      categoryIds: [], customFields: { cycle_product_type: 'battery', cycle_battery_position: battery.position }, translatedCustomFields: {}, badges: [], labels: [], createdAt: CATALOGUE_DATE,
    });
    addPrices(id, battery.priceEur, undefined);
    for (const country of countries) stock.push({ productId: id, country, stock: 20 + pick(`${id}${country}`, 30) });
  }

  for (const model of seed.models) {
    const parentId = hexId(brand, 'product', model.sku);
    const slug = mediaSlug(model.name);
    const hero = addMedia(`${slug}-hero`, { en: `${model.name} on the road`, de: `${model.name} unterwegs` }, 2400, 1200);
    const geometryImage = addMedia(`${slug}-geometry`, { en: `${model.name} frame geometry`, de: `${model.name} Rahmengeometrie` }, 1600, 1000);
    const colourMedia = new Map(model.colours.map((c) => [c, addMedia(`${slug}-${c}`, { en: `${model.name} ${COLOURS[c]?.name.en ?? c}`, de: `${model.name} ${COLOURS[c]?.name.de ?? c}` })]));
    const sharedProperties = [
      option('attrProductLine', { en: model.line }),
      spec('attrFrameMaterial', model.frameMaterial), spec('FRAMEMAT', model.frameMaterial), spec('Frame material', model.frameMaterial),
      plain('attrWheelSize', model.wheel), plain('Wheel Size', model.wheel),
      spec('attrRearDerailleurDescription', model.rearDerailleur), spec('DerailleurRearDescription', model.rearDerailleur),
      spec('FrontForkDescription', model.fork), plain('UB-FFRKBRD', model.fork.split(' ')[0] ?? model.fork),
      plain('attrFrontTire', model.tyre), plain('attrRearTire', model.tyre), spec('attrBrake', model.brake), spec('attrGears', model.gears),
      plain('UB-GRNBR', model.gears.split(' ')[0] ?? model.gears),
      ...(model.engine ? [plain('attrEngineDescription', model.engine), plain('MotorDescription', model.engine), plain('UB-MTBRD', model.engine.split(' ')[0] ?? model.engine), spec('UB-MRS', 'Mid motor')] : []),
      ...(model.range ? [plain('attrExactRange', model.range)] : []),
    ];
    const badges: BadgeDoc[] = (model.badges ?? []).map((b, i) => ({ id: hexId(brand, 'badge', b), name: b, mediaId: addMedia(`badge-${b}`, { en: b }, 200, 200), priority: 10 - i, active: true }));
    const labels: LabelDoc[] = model.label ? [{ id: hexId(brand, 'label', model.sku), active: true, priority: 1, freeText: model.label, colourway: 'accent' }] : [];
    const categoryIds = model.categories.map((c) => hexId(brand, 'category', c));
    const requiredBatteries = seed.batteries.filter((b) => model.batteries.includes(b.wh)).map((b) => b.sku);
    const commonCustom = {
      cycle_parent_model_name: model.name,
      cycle_model_slug: model.sku.toLowerCase(),
      cycle_product_type: model.type,
      cycle_hero_media_id: hero,
      cycle_geometry_media_id: geometryImage,
      cycle_model_logo: `/media/${brand}/logo-${mediaSlug(model.line)}.svg`,
      cycle_bike_logo: `/media/${brand}/logo-${brand}.svg`,
      cycle_halfords: brand === 'raleigh',
    };
    // Copy in every language from the model's facts (product-copy/): subtitle, highlights, a real description.
    const englishCopy = composeProductCopy(model, seed.manufacturer, 'en');
    if (englishCopy === null) throw new Error(`No English copy for ${model.sku}`);
    const copy = perLanguage((lang) => composeProductCopy(model, seed.manufacturer, lang) ?? englishCopy);
    const translatedCustomFields = perLanguage((lang) => ({
      cycle_subtitle: copy[lang]?.subtitle ?? englishCopy.subtitle,
      cycle_key_features: copy[lang]?.highlights ?? englishCopy.highlights,
    }));
    const description = perLanguage((lang) => copy[lang]?.description ?? englishCopy.description) as unknown as Texts;

    let n = 0;
    const variantIds: string[] = [];
    for (const shape of model.shapes) {
      model.sizes.forEach((size, sizeIndex) => {
        for (const colour of model.colours) {
          const batteries = model.batteries.length === 0 ? [undefined] : model.batteries;
          batteries.forEach((wh, batteryIndex) => {
            n += 1;
            const productNumber = `${model.sku}${String(n).padStart(3, '0')}`;
            const id = hexId(brand, 'product', productNumber);
            variantIds.push(id);
            const colourInfo = COLOURS[colour];
            const shapeName = SHAPES[shape] ?? { en: shape };
            const optionIds = [
              option('attrFrameShape', shapeName),
              option('attrFrameSize', { en: /^\d+$/.test(size) ? `${size} cm` : size }),
              option('attrMarketingColor', colourInfo?.name ?? { en: colour }, colourInfo?.hex ?? null),
              ...(wh === undefined ? [] : [plain('UB-BATCAP', `${wh} Wh`)]),
            ];
            const geo = geometry(model, sizeIndex);
            const variantProperties = [
              option('FRAMETYPE', shapeName), plain('UB-FRAMEKI', shapeName.en),
              option('COLORCOM', colourInfo?.name ?? { en: colour }, colourInfo?.hex ?? null), option('COLORBAS', colourInfo?.name ?? { en: colour }, colourInfo?.hex ?? null),
              option('COLOR2ND', COLOURS['black']?.name ?? { en: 'Black' }, COLOURS['black']?.hex ?? null),
              plain('HEIGHTS', riderHeight(sizeIndex)),
              ...(/^\d+$/.test(size) ? [] : [plain('attrSize', size)]),
              ...GEOMETRY_CODES.map((code) => plain(code, geo[code])),
            ];
            const cover = colourMedia.get(colour) ?? null;
            products.push({
              id, brand, parentId, productNumber, ean: ean(productNumber), manufacturer: seed.manufacturer,
              name: perLanguage((lang) => `${model.name} ${text(shapeName, lang)} ${size} ${text(colourInfo?.name ?? { en: colour }, lang)}${wh === undefined ? '' : ` ${wh} Wh`}`) as unknown as Texts,
              description, keywords: `${model.line}, ${model.type}`, isCloseout: model.closeout ?? false, maxPurchase: null, markAsTopseller: (model.badges ?? []).includes('bestseller'),
              optionIds, propertyIds: [...sharedProperties, ...variantProperties], mediaIds: [cover, hero, geometryImage].filter((m): m is string => m !== null), coverMediaId: cover,
              categoryIds,
              customFields: { ...commonCustom, ...(wh === undefined ? {} : { cycle_required_batteries: requiredBatteries.filter((sku) => sku.endsWith(`-${wh}`)).concat(requiredBatteries.filter((sku) => !sku.endsWith(`-${wh}`))).join(',') }) },
              translatedCustomFields, badges, labels, createdAt: CATALOGUE_DATE,
            });
            addPrices(id, model.priceEur + batteryIndex * seed.batteryStepEur, model.listPriceEur === undefined ? undefined : model.listPriceEur + batteryIndex * seed.batteryStepEur);
            // About one variant in six is sold out per country; closeouts are scarce.
            for (const country of countries) {
              const roll = pick(`${id}${country}`, 12);
              stock.push({ productId: id, country, stock: roll < 2 ? 0 : model.closeout ? roll - 1 : roll * 2 });
            }
          });
        }
      });
    }
    products.push({
      id: parentId, brand, parentId: null, productNumber: model.sku, ean: ean(model.sku), manufacturer: seed.manufacturer, name: { en: model.name }, description,
      keywords: `${model.line}, ${model.type}`, isCloseout: model.closeout ?? false, maxPurchase: null, markAsTopseller: (model.badges ?? []).includes('bestseller'),
      optionIds: [], propertyIds: sharedProperties, mediaIds: [...colourMedia.values(), hero, geometryImage], coverMediaId: colourMedia.get(model.colours[0] ?? 'black') ?? null,
      categoryIds, customFields: commonCustom, translatedCustomFields, badges, labels, createdAt: CATALOGUE_DATE,
    });
    addPrices(parentId, model.priceEur, model.listPriceEur);
    for (const country of countries) stock.push({ productId: parentId, country, stock: 0 });
  }
  return { groups, options: [...options.values()], media, categories, products, prices, stock };
}

/** A valid EAN-13 derived from a product number. */
function ean(key: string): string {
  const digits = `40${String(Number.parseInt(hexId('ean', key).slice(0, 10), 16)).padStart(10, '0').slice(-10)}`;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
