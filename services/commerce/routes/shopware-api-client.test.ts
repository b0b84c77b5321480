import { ApiClientError, createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationRootId } from '../catalogue/category-tree.ts';
import { foldText } from '../catalogue/search-text.ts';
import { BRAND_SEEDS } from '../seed/brand-seeds.ts';
import { hexId } from '../seed/build-catalogue.ts';
import { NEW_PRODUCT } from '../testing/new-product.ts';
import { call, startTestService, type TestService } from '../testing/start-test-service.ts';

/**
 * The store-api routes a Shopware storefront reads its navigation, listings and search from, called with Shopware's
 * own client (`@shopware/api-client`) against the real service on a free port: what a headless Shopware frontend
 * would get from this service.
 */
let service: TestService;
let api: ReturnType<typeof createAPIClient<operations>>;
beforeAll(async () => {
  service = await startTestService(undefined, { control: true });
  api = createAPIClient<operations>({ baseURL: service.storeApi, accessToken: 'SWSCWINORADELOCAL' });
});
afterAll(async () => {
  await service.stop();
});

// Loose views of the answers: the tests check the shapes field by field.
type Json = Record<string, any>;
const winora = BRAND_SEEDS['winora'];
if (winora === undefined) throw new Error('the winora seed is missing');
const categoryId = (key: string): string => hexId('winora', 'category', key);

/** The status of a call the client refuses (it throws ApiClientError for every non-2xx answer). */
async function refused(promise: Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiClientError) return { status: error.status, code: (error.details as { errors: { code?: string }[] }).errors[0]?.code };
    throw error;
  }
  throw new Error('the call succeeded');
}

/** Every parent product of a category (or everything) through the plain criteria search, for comparison. */
async function parentsOf(category?: string): Promise<Json[]> {
  const filter: unknown[] = [{ type: 'equals', field: 'parentId', value: null }];
  if (category !== undefined) filter.push({ type: 'equalsAny', field: 'categoryIds', value: [...subtree(category)].map(categoryId) });
  const r = await call(service, 'POST', '/product', { body: { limit: 100, filter, associations: { manufacturer: {}, children: { associations: { options: {} } } } } });
  return r.body.elements as Json[];
}
const subtree = (key: string): Set<string> => new Set([key, ...winora.categories.filter((c) => c.parent === key).flatMap((c) => [...subtree(c.key)])]);

const LISTING_KEYS = ['aggregations', 'apiAlias', 'availableSortings', 'currentFilters', 'elements', 'entity', 'limit', 'page', 'sorting', 'states', 'total'];

describe('POST /navigation/{activeId}/{rootId}', () => {
  it('main-navigation answers the seeded category tree below the channel root, two levels deep, translated', async () => {
    const { data } = await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: {} });
    const tops = winora.categories.filter((c) => c.parent === undefined);
    expect(data.map((c) => c.name)).toEqual(tops.map((c) => c.name.de ?? c.name.en));
    for (const [i, top] of data.entries()) {
      const seed = tops[i];
      expect(top).toMatchObject({ apiAlias: 'category', id: categoryId(seed?.key ?? ''), parentId: navigationRootId('winora'), level: 2, type: 'page', translated: { name: top.name } });
      expect(top.breadcrumb).toEqual(['Startseite', top.name]);
      const below = winora.categories.filter((c) => c.parent === seed?.key);
      expect(top.children.map((c) => c.name)).toEqual(below.map((c) => c.name.de ?? c.name.en));
      expect(top.childCount).toBe(below.length);
      for (const child of top.children) {
        expect(child).toMatchObject({ parentId: top.id, level: 3, breadcrumb: ['Startseite', top.name, child.name] });
        expect(child.children).toEqual([]);
      }
    }
  });

  it('depth 1 leaves the children out, except on the way to the active category; the channel context names the root', async () => {
    const city = categoryId('ebikes-city');
    const shallow = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { depth: 1 } })).data;
    expect(shallow.every((c) => c.children.length === 0)).toBe(true);
    const open = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: city, rootId: 'main-navigation' }, body: { depth: 1 } })).data;
    expect(open.find((c) => c.id === categoryId('ebikes'))?.children.map((c) => c.id)).toContain(city);
    expect(open.find((c) => c.id === categoryId('bikes'))?.children).toEqual([]);
    const context = (await api.invoke('readContext get /context')).data as Json;
    expect(context['salesChannel'].navigationCategoryId).toBe(navigationRootId('winora'));
    const byId = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: context['salesChannel'].navigationCategoryId, rootId: context['salesChannel'].navigationCategoryId }, body: {} })).data;
    expect(byId.map((c) => c.id)).toEqual(shallow.map((c) => c.id));
  });

  it('a subtree, a flat list, SEO URLs, includes, and 404 for an unknown root', async () => {
    const sub = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: categoryId('ebikes'), rootId: categoryId('ebikes') }, body: {} })).data;
    expect(sub.map((c) => c.id)).toEqual(winora.categories.filter((c) => c.parent === 'ebikes').map((c) => categoryId(c.key)));
    const flat = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { buildTree: false as never } })).data;
    expect(flat.map((c) => c.id).sort()).toEqual(winora.categories.map((c) => categoryId(c.key)).sort());
    const seo = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, headers: { 'sw-include-seo-urls': true }, body: {} })).data;
    expect(seo[0]?.seoUrls?.[0]).toMatchObject({ routeName: 'frontend.navigation.page', foreignKey: seo[0]?.id, pathInfo: `/navigation/${seo[0]?.id}`, seoPathInfo: 'E-Bikes/', isCanonical: true });
    const slim = (await api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' }, body: { includes: { category: ['id', 'name', 'children'] } } })).data;
    expect(Object.keys(slim[0] ?? {}).sort()).toEqual(['apiAlias', 'children', 'id', 'name']);
    expect(Object.keys(slim[0]?.children[0] ?? {}).sort()).toEqual(['apiAlias', 'children', 'id', 'name']);
    expect(await refused(api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'ffffffffffffffffffffffffffffffff' }, body: {} }))).toEqual({ status: 404, code: 'CONTENT__CATEGORY_NOT_FOUND' });
    // Another brand's category is not in this channel's tree.
    expect((await refused(api.invoke('readNavigation post /navigation/{activeId}/{rootId}', { pathParams: { activeId: hexId('sparta', 'category', 'ebikes'), rootId: hexId('sparta', 'category', 'ebikes') }, body: {} }))).status).toBe(404);
  });
});

describe('POST /product-listing/{categoryId}', () => {
  const listing = (category: string, body: Json = {}, query: Json = {}) =>
    api.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId: category }, body, ...(Object.keys(query).length > 0 ? { query } : {}) } as never).then((r) => (r as { data: Json }).data);

  it('answers a ProductListingResult with the category’s parent products (subcategories included), paged by p and limit', async () => {
    const expected = await parentsOf('ebikes');
    const first = await listing(categoryId('ebikes'), { limit: 10 });
    expect(Object.keys(first).sort()).toEqual(LISTING_KEYS);
    expect(first).toMatchObject({ apiAlias: 'product_listing', entity: 'product', total: expected.length, page: 1, limit: 10, sorting: 'name-asc' });
    expect(first['currentFilters']).toEqual({ navigationId: categoryId('ebikes'), manufacturer: [], price: { min: 0, max: 0 }, rating: null, 'shipping-free': false, properties: [] });
    expect(first['availableSortings'].map((s: Json) => s['key'])).toEqual(['topseller', 'name-asc', 'name-desc', 'price-asc', 'price-desc']);
    expect(first['availableSortings'][0]).toMatchObject({ apiAlias: 'product_sorting', label: 'Topseller', translated: { key: 'topseller' } });
    const pages = [first];
    for (let p = 2; p <= Math.ceil(expected.length / 10); p += 1) pages.push(await listing(categoryId('ebikes'), { limit: 10 }, { p }));
    const ids = pages.flatMap((page) => page['elements'].map((e: Json) => e['id']));
    expect(ids.sort()).toEqual(expected.map((e) => e['id']).sort());
    expect(pages.flatMap((page) => page['elements'].map((e: Json) => e['apiAlias']))).toEqual(ids.map(() => 'product'));
    // Name order (the default sorting) across the pages.
    const names = pages.flatMap((page) => page['elements'].map((e: Json) => e['translated'].name as string));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })));
  });

  it('sorts by price, filters by price range and manufacturer; an unknown order is 400, an unknown category 404', async () => {
    const byPrice = await listing(categoryId('ebikes'), { order: 'price-desc', limit: 100 });
    const prices = byPrice['elements'].map((e: Json) => e['calculatedCheapestPrice'].totalPrice as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const [low, high] = [prices[prices.length - 1], prices[0]];
    const middle = await listing(categoryId('ebikes'), { 'min-price': low + 1, 'max-price': high - 1, limit: 100 });
    expect(middle['total']).toBe(prices.filter((p: number) => p > low && p < high).length);
    expect(middle['total']).toBeLessThan(prices.length);
    expect(middle['currentFilters'].price).toEqual({ min: low + 1, max: high - 1 });
    const maker = byPrice['aggregations'].manufacturer.entities[0].id as string;
    expect((await listing(categoryId('ebikes'), { manufacturer: maker }))['total']).toBe(prices.length);
    expect((await listing(categoryId('ebikes'), { manufacturer: 'ffffffffffffffffffffffffffffffff' }))['total']).toBe(0);
    expect(await refused(listing(categoryId('ebikes'), { order: 'cheapest-first' }))).toEqual({ status: 400, code: 'PRODUCT__SORTING_NOT_FOUND' });
    expect(await refused(listing('ffffffffffffffffffffffffffffffff'))).toEqual({ status: 404, code: 'CONTENT__CATEGORY_NOT_FOUND' });
  });

  it('aggregates price, manufacturer and properties; a property filter narrows the products, and with reduce-aggregations the other facets', async () => {
    const all = await listing(categoryId('ebikes'), { limit: 100, associations: { children: { associations: { options: {} } } } });
    const aggs = all['aggregations'];
    expect(Object.keys(aggs).sort()).toEqual(['manufacturer', 'price', 'properties', 'rating', 'shipping-free']);
    const cheapest = all['elements'].map((e: Json) => e['calculatedCheapestPrice'].totalPrice as number);
    expect(aggs.price).toMatchObject({ apiAlias: 'price_aggregation', min: Math.min(...cheapest), max: Math.max(...cheapest) });
    expect(aggs.manufacturer).toMatchObject({ apiAlias: 'manufacturer_aggregation', entities: [{ name: 'Winora', apiAlias: 'product_manufacturer' }] });
    expect(aggs['shipping-free']).toMatchObject({ apiAlias: 'shipping-free_aggregation' });
    expect(aggs.rating).toMatchObject({ apiAlias: 'rating_aggregation' });
    const groups = aggs.properties.entities as Json[];
    expect(aggs.properties.apiAlias).toBe('properties_aggregation');
    const colourGroup = groups.find((g) => g['customFields'].cycle_attribute_code === 'attrMarketingColor');
    const shapeGroup = groups.find((g) => g['customFields'].cycle_attribute_code === 'attrFrameShape');
    expect(colourGroup).toMatchObject({ apiAlias: 'property_group', name: 'Farbe', filterable: true });
    // Every colour a variant of the category has is offered, no other.
    const variantColours = new Set(all['elements'].flatMap((e: Json) => e['children'].flatMap((c: Json) => c['options'].filter((o: Json) => o['groupId'] === colourGroup?.['id']).map((o: Json) => o['id']))));
    expect(new Set(colourGroup?.['options'].map((o: Json) => o['id']))).toEqual(variantColours);

    // The rarest colour: a filter that narrows.
    const count = (id: string) => all['elements'].filter((e: Json) => e['children'].some((c: Json) => c['optionIds'].includes(id))).length;
    const colour = [...variantColours].sort((a, b) => count(a as string) - count(b as string))[0] as string;
    const filtered = await listing(categoryId('ebikes'), { properties: colour, limit: 100, associations: { children: {} } });
    expect(filtered['total']).toBe(count(colour));
    expect(filtered['total']).toBeLessThan(all['total']);
    expect(filtered['elements'].every((e: Json) => e['children'].some((c: Json) => c['optionIds'].includes(colour)))).toBe(true);
    expect(filtered['currentFilters'].properties).toEqual([colour]);
    // Without reduce-aggregations the facets stay those of the category (Shopware's post-filter semantics).
    expect(filtered['aggregations']).toEqual(aggs);

    // With reduce-aggregations each aggregation reflects the other filters, not its own (Shopware): the colour filter
    // narrows the price range but leaves the property facets (one aggregation) as they were.
    const reduced = await listing(categoryId('ebikes'), { properties: colour, limit: 100, 'reduce-aggregations': null });
    const filteredPrices = filtered['elements'].map((e: Json) => e['calculatedCheapestPrice'].totalPrice as number);
    expect(reduced['aggregations'].price).toMatchObject({ min: Math.min(...filteredPrices), max: Math.max(...filteredPrices) });
    expect(reduced['aggregations'].properties).toEqual(aggs.properties);
    // A price bound narrows the property facets to the options of the bikes within it, and leaves the price range.
    const bound = [...cheapest].sort((a, b) => a - b)[Math.floor(cheapest.length / 3)] as number;
    const cheap = all['elements'].filter((e: Json) => e['calculatedCheapestPrice'].totalPrice <= bound);
    const capped = await listing(categoryId('ebikes'), { 'max-price': bound, limit: 1, 'reduce-aggregations': null });
    expect(capped['total']).toBe(cheap.length);
    expect(capped['aggregations'].price).toEqual(aggs.price);
    const cheapShapes = new Set(cheap.flatMap((e: Json) => e['children'].flatMap((c: Json) => c['optionIds'].filter((id: string) => shapeGroup?.['options'].some((o: Json) => o['id'] === id)))));
    const cappedGroups = capped['aggregations'].properties.entities as Json[];
    expect(new Set(cappedGroups.find((g) => g['id'] === shapeGroup?.['id'])?.['options'].map((o: Json) => o['id']))).toEqual(cheapShapes);
    expect(cappedGroups.find((g) => g['id'] === colourGroup?.['id'])?.['options'].length).toBeLessThanOrEqual(colourGroup?.['options'].length);

    const none = await listing(categoryId('ebikes'), { 'no-aggregations': null, limit: 1 });
    expect(none['aggregations']).toEqual({});
    const only = await listing(categoryId('ebikes'), { 'only-aggregations': null });
    expect(only['elements']).toEqual([]);
    expect(only['aggregations'].price).toEqual(aggs.price);
  });

  it('includes strip every entity of the answer to the listed fields', async () => {
    const slim = await listing(categoryId('ebikes'), { limit: 5, includes: { product: ['id', 'calculatedCheapestPrice'], calculated_cheapest_price: ['totalPrice'], product_listing: ['elements', 'total'] } });
    expect(Object.keys(slim).sort()).toEqual(['apiAlias', 'elements', 'total']);
    for (const e of slim['elements'] as Json[]) {
      expect(Object.keys(e).sort()).toEqual(['apiAlias', 'calculatedCheapestPrice', 'id']);
      expect(Object.keys(e['calculatedCheapestPrice']).sort()).toEqual(['apiAlias', 'totalPrice']);
    }
  });
});

describe('POST /search and POST /search-suggest', () => {
  const search = (body: Json) => api.invoke('searchPage post /search', { body } as never).then((r) => (r as { data: Json }).data);
  const suggest = (body: Json) => api.invoke('searchSuggest post /search-suggest', { body } as never).then((r) => (r as { data: Json }).data);
  const names = (result: Json): string[] => result['elements'].map((e: Json) => e['translated'].name as string);

  it('finds by name whatever the case, as a ProductListingResult sorted by score', async () => {
    const expected = (await parentsOf()).filter((p) => foldText(p['translated'].name).includes('sinus')).map((p) => p['id']).sort();
    expect(expected.length).toBeGreaterThan(1);
    const upper = await search({ search: 'SINUS' });
    expect(Object.keys(upper).sort()).toEqual(LISTING_KEYS);
    expect(upper).toMatchObject({ apiAlias: 'product_listing', sorting: 'score', total: expected.length, currentFilters: { search: 'SINUS', navigationId: navigationRootId('winora') } });
    expect(upper['elements'].map((e: Json) => e['id']).sort()).toEqual(expected);
    expect(upper['availableSortings'].map((s: Json) => s['key'])).toContain('score');
    expect((await search({ search: 'sinus' }))['elements']).toEqual(upper['elements']);
  });

  it('finds by product number (a variant’s finds its parent), manufacturer, description and property values, ignoring diacritics', async () => {
    const all = await parentsOf();
    const withVariants = all.find((p) => p['children'].length > 0) as Json;
    const byVariantNumber = await search({ search: withVariants['children'][0].productNumber });
    expect(byVariantNumber['elements'].map((e: Json) => e['id'])).toEqual([withVariants['id']]);
    const byMaker = all.filter((p) => p['manufacturer'].name === 'Winora');
    expect(byMaker.length).toBeLessThan(all.length);
    expect((await search({ search: 'WINORA', limit: 100 }))['elements'].map((e: Json) => e['id']).sort()).toEqual(byMaker.map((p) => p['id']).sort());
    // German colour name with an umlaut (the channel's language is German): with and without it, any case.
    const green = all.filter((p) => p['children'].some((c: Json) => c['options'].some((o: Json) => o['translated'].name === 'Grün'))).map((p) => p['id']).sort();
    expect(green.length).toBeGreaterThan(0);
    for (const term of ['Grün', 'GRUN', 'grun']) expect((await search({ search: term, limit: 100 }))['elements'].map((e: Json) => e['id']).sort()).toEqual(green);
    // A word only the description has (its German text).
    const described = all.find((p) => typeof p['translated'].description === 'string' && p['translated'].description.includes('Riemenantrieb'));
    if (described !== undefined) expect((await search({ search: 'riemenantrieb', limit: 100 }))['elements'].map((e: Json) => e['id'])).toContain(described['id']);
    // Every word must match.
    expect((await search({ search: 'sinus grün-und-nirgends' }))['total']).toBe(0);
  });

  it('a product added to the backend after the build is found at once', async () => {
    expect((await search({ search: NEW_PRODUCT.name }))['total']).toBe(0);
    const added = await fetch(`${service.url}/__control/products`, { method: 'POST', body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
    const { parentId } = (await added.json()) as { parentId: string };
    const found = await search({ search: NEW_PRODUCT.name.toUpperCase() });
    expect(found['elements'].map((e: Json) => e['id'])).toEqual([parentId]);
    expect((await suggest({ search: 'yakun nova' }))['elements'].map((e: Json) => e['id'])).toEqual([parentId]);
  });

  it('search-suggest: the same result shape, ten products at most and no aggregations', async () => {
    const full = await search({ search: 'winora', limit: 100 });
    const short = await suggest({ search: 'winora' });
    expect(Object.keys(short).sort()).toEqual(LISTING_KEYS);
    expect(short).toMatchObject({ apiAlias: 'product_listing', limit: 10, total: full['total'], aggregations: {} });
    expect(names(short)).toEqual(names(full).slice(0, 10));
  });

  it('filters and includes apply to searches; a missing search is 400', async () => {
    const slim = await search({ search: 'sinus', includes: { product: ['id', 'productNumber'] }, order: 'price-asc' });
    expect(slim['elements'].every((e: Json) => Object.keys(e).sort().join() === 'apiAlias,id,productNumber')).toBe(true);
    expect(await refused(search({}))).toEqual({ status: 400, code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER' });
    expect(await refused(search({ search: '   ' }))).toEqual({ status: 400, code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER' });
    expect(await refused(suggest({ search: 'sinus', limit: 1000 }))).toEqual({ status: 400, code: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED' });
  });
});
