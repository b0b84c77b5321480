/**
 * Builds one locale's search index file from the catalogue (the same tiles the listings show, through
 * `commercePages`) and the content pages (title, text, image). Pure: the caller reads catalogue and content.
 */
import type { BrandConfig } from '../../brands/brand-schema.ts';
import { commercePages, type CommercePage } from '../commerce/catalogue/commerce-pages.server.ts';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { LocaleCatalogue } from '../commerce/catalogue/load-catalogue.server.ts';
import type { ListingTile, ProductLineData } from '../commerce/catalogue/page-data.ts';
import { indexedValuesOf } from '../commerce/catalogue/indexed-values-of.server.ts';
import { sortSizes } from '../commerce/product/attribute-config.ts';
import type { Product } from '../commerce/types.ts';
import type { Messages } from '../i18n/messages/en.ts';
import type { Locale } from '../locale/locales.ts';
import type { RouteSlugs } from '../routes/route-slugs.ts';
import { frameShapeSynonyms } from './search-synonyms.ts';
import { SEARCH_INDEX_VERSION, type ProductFacets, type SearchIndexFile, type SearchPage, type SearchProduct, type SearchTile } from './search-types.ts';

export interface SearchIndexInput {
  readonly brand: BrandConfig;
  readonly locale: Locale;
  /** The locale's catalogue; null without a shop there (the index then holds content pages only). */
  readonly catalogue: LocaleCatalogue | null;
  readonly settings: CommerceSettings | null;
  /**
   * The locale's commerce pages made from this catalogue with these settings, messages and slugs, when the caller
   * has them (the build's crawl made them already). @default made here from the catalogue
   */
  readonly pages?: readonly CommercePage[];
  /** The commerce part made already (the build's crawl made it), instead of `catalogue` and `pages`. @default made from the catalogue */
  readonly commerce?: CommerceSearchPart;
  readonly messages: Messages;
  readonly slugs: RouteSlugs;
  /** The locale's content pages, already reduced to title, text and image. */
  readonly contentPages: readonly SearchPage[];
}

const names = (p: Product, code: string): string[] => indexedValuesOf(p, code).map((a) => a.name);
const unique = (list: readonly string[]): string[] => [...new Set(list.filter((s) => s !== ''))];

/** The facet fields of a product over its variants. */
export function productFacets(p: Product, tile: ListingTile): ProductFacets {
  return {
    inStock: p.variants.length > 0 ? p.variants.some((v) => v.stockStatus === 'in-stock') : p.stockStatus === 'in-stock',
    price: tile.price,
    colourGroup: unique(names(p, 'COLORBAS')),
    frameShape: unique(names(p, 'attrFrameShape')),
    frameSize: sortSizes(unique(names(p, 'attrFrameSize')), (s) => s),
    size: sortSizes(unique(names(p, 'attrSize')), (s) => s),
  };
}

/** The words a product is found by besides its name: line, categories, attribute values and their synonyms. */
export function productText(p: Product, language: string): string {
  const shapes = names(p, 'attrFrameShape');
  return unique([
    p.subtitle ?? '',
    ...p.categories,
    ...shapes,
    ...shapes.flatMap((s) => frameShapeSynonyms(language, s)),
    ...names(p, 'FRAMETYPE'),
    ...names(p, 'attrMarketingColor'),
    ...names(p, 'COLORBAS'),
    ...names(p, 'attrEngineDescription'),
    ...names(p, 'UB-BATCAP'),
    ...p.keyFeatures,
  ]).join(' · ');
}

function searchTile(tile: ListingTile): SearchTile {
  const { facets: _facets, variantIds: _variantIds, ...rest } = tile;
  return rest;
}

/**
 * The commerce part of a locale's index: its products (without stars; the caller adds them) and product line pages.
 * The build makes it as soon as the crawl has made the locale's pages, so the catalogue it reads need not be kept
 * until the index file is written (all locales' catalogues held to the build's end were most of its heap, issue 16).
 */
export interface CommerceSearchPart {
  readonly products: readonly SearchProduct[];
  readonly lines: readonly SearchPage[];
}

/** The commerce part of a locale's index from its catalogue (and the commerce pages made from it, when known). */
export function commerceSearchPart(input: Omit<SearchIndexInput, 'catalogue' | 'settings' | 'contentPages' | 'commerce'> & { readonly catalogue: LocaleCatalogue; readonly settings: CommerceSettings }): CommerceSearchPart {
  const { brand, locale, catalogue, settings } = input;
  const products: SearchProduct[] = [];
  const lines: SearchPage[] = [];
  const pages = input.pages ?? commercePages({ brand, locale, catalogue, settings, messages: input.messages, slugs: input.slugs });
  const tiles = new Map<string, ListingTile>();
  for (const page of pages) {
    if (page.kind === 'Category' || page.kind === 'ProductLine') for (const t of (page.data as { tiles: readonly ListingTile[] }).tiles) tiles.set(t.id, t);
    if (page.kind === 'ProductLine') {
      const data = page.data as ProductLineData;
      lines.push({ kind: 'line', title: data.name, text: [data.intro ?? '', ...data.tiles.map((t) => t.name)].filter(Boolean).join(' · '), href: page.path, image: data.hero ?? data.tiles[0]?.image ?? null });
    }
  }
  for (const p of catalogue.bikes) {
    const tile = tiles.get(p.id);
    if (tile === undefined) continue;
    products.push({ tile: searchTile(tile), line: names(p, 'attrProductLine')[0] ?? null, text: productText(p, locale.language), facets: productFacets(p, tile) });
  }
  return { products, lines };
}

/** One locale's index file. Products keep the shop's order (top sellers first); pages follow the crawl's order. */
export function buildSearchIndex(input: SearchIndexInput): SearchIndexFile {
  const { brand, locale, catalogue, settings } = input;
  const commerce = settings === null ? null : (input.commerce ?? (catalogue === null ? null : commerceSearchPart({ ...input, catalogue, settings })));
  const products = commerce?.products ?? [];
  const suggestions = unique([...products.map((p) => p.line ?? ''), ...products.slice(0, 3).map((p) => p.tile.name)]).slice(0, 6);
  return {
    version: SEARCH_INDEX_VERSION,
    locale: locale.id,
    language: locale.language,
    commerce: settings,
    pageSize: brand.listing.pageSize,
    products,
    pages: [...(commerce?.lines ?? []), ...input.contentPages],
    suggestions,
  };
}

const TEXT_KEYS = new Set(['intro', 'teaserText', 'text', 'subtitle', 'headline', 'description']);

/** Text of a content story: its intro and teaser, then the rich text's words, up to `max` characters. */
export function contentText(content: unknown, max = 600): string {
  const out: string[] = [];
  let length = 0;
  const walk = (node: unknown, key: string | null): void => {
    if (length >= max || node === null || node === undefined) return;
    if (typeof node === 'string') {
      if (key !== null && TEXT_KEYS.has(key) && node.trim() !== '') {
        out.push(node.trim());
        length += node.length;
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, key);
      return;
    }
    if (typeof node === 'object') for (const [k, v] of Object.entries(node)) if (k !== 'title' && k !== 'component' && k !== '_uid') walk(v, k);
  };
  walk(content, null);
  return unique(out).join(' ').slice(0, max);
}

/** The first image of a story (teaser image first), as url and alt. */
export function contentImage(content: unknown): { url: string; alt: string } | null {
  const record = content as Record<string, unknown> | null;
  const asImage = (value: unknown): { url: string; alt: string } | null => {
    if (value === null || typeof value !== 'object') return null;
    const v = value as Record<string, unknown>;
    return typeof v['filename'] === 'string' && v['filename'] !== '' ? { url: v['filename'], alt: typeof v['alt'] === 'string' ? v['alt'] : '' } : null;
  };
  const teaser = asImage(record?.['teaserImage']);
  if (teaser !== null) return teaser;
  let found: { url: string; alt: string } | null = null;
  const walk = (node: unknown): void => {
    if (found !== null || node === null || typeof node !== 'object') return;
    found = asImage(node);
    if (found !== null) return;
    for (const v of Array.isArray(node) ? node : Object.values(node)) walk(v);
  };
  walk(content);
  return found;
}

/** A content page as a search document: its story title (else the head title without the brand), text, image. */
export function contentSearchPage(href: string, data: unknown, head: { readonly title: string; readonly description?: string | undefined }, brandName: string): SearchPage {
  const content = (data as { content?: Record<string, unknown> } | null)?.content ?? null;
  const storyTitle = typeof content?.['title'] === 'string' && content['title'] !== '' ? content['title'] : null;
  const title = storyTitle ?? head.title.replace(new RegExp(`\\s*[|–-]\\s*${brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '');
  const text = contentText(content);
  return { kind: 'page', title, text: text === '' ? (head.description ?? '') : text, href, image: contentImage(content) };
}
