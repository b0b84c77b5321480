import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { productPage, tile } from '../analytics/shop-fixtures.ts';
import { contentLocaleOf, createReviewSource } from './review-summaries.server.ts';

const SUMMARIES = { brand: 'x', locale: 'x', products: { '4454030': { average: 4.33, count: 27, distribution: [0, 1, 3, 8, 15], localeCount: 9 } } };

function source(brand: 'winora' | 'sparta' | 'xlc' | 'raleigh') {
  const config = resolveBrandConfig(brand, brandConfigs[brand]);
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(String(url));
    return new Response(JSON.stringify(SUMMARIES), { status: 200 });
  }) as typeof globalThis.fetch;
  const reviews = createReviewSource({ brand: config, buildUrl: 'http://reviews.test', browserUrl: 'http://127.0.0.1:4220', passkey: `${brand}-local-reviews`, fetch });
  return { reviews, asked, locale: (id: string) => createLocales(config).find((l) => l.id === id)! };
}

describe('the build’s reviews', () => {
  it('gives a product page its reviews part and listing tiles their [average, count], reading each locale’s summaries once', async () => {
    const { reviews, asked, locale } = source('winora');
    const product = await reviews.decorate('Product', locale('at-de'), { data: productPage(), head: { title: 'x' } });
    expect((product.data as { reviews?: unknown }).reviews).toEqual({
      productId: '4454030', summary: SUMMARIES.products['4454030'], stars: true, list: true, api: { url: 'http://127.0.0.1:4220', passkey: 'winora-local-reviews' }, language: 'de',
    });
    const listing = await reviews.decorate('Category', locale('at-de'), { data: { tiles: [tile({ sku: '4454030' }), tile({ sku: 'UNREVIEWED' })] } });
    expect((listing.data as { tiles: { rating?: unknown }[] }).tiles.map((t) => t.rating)).toEqual([[4.33, 27], undefined]);
    expect(asked).toEqual(['http://reviews.test/static/winora/de_AT/rating-summaries.json']);
  });

  it('lists a product without reviews where the minimum is 0 (winora), and gives it nothing where it is 1 (raleigh)', async () => {
    const winora = source('winora');
    const none = await winora.reviews.decorate('Product', winora.locale('at-de'), { data: productPage({ sku: 'UNREVIEWED' }) });
    expect((none.data as { reviews?: { stars: boolean; list: boolean; summary: unknown } }).reviews).toMatchObject({ stars: false, list: true, summary: null });
    const raleigh = source('raleigh');
    const page = { data: productPage({ sku: 'UNREVIEWED' }) };
    expect(await raleigh.reviews.decorate('Product', raleigh.locale('gb-en'), page)).toBe(page);
  });

  it('adds nothing and reads nothing in an excluded country (sparta DK) or for a brand with reviews off (xlc)', async () => {
    const sparta = source('sparta');
    const page = { data: productPage() };
    expect(await sparta.reviews.decorate('Product', sparta.locale('dk-da'), page)).toBe(page);
    expect(sparta.asked).toEqual([]);
    const nl = await sparta.reviews.decorate('Product', sparta.locale('nl-nl'), { data: productPage() });
    expect((nl.data as { reviews?: unknown }).reviews).toBeDefined();
    const xlc = source('xlc');
    expect(await xlc.reviews.decorate('Category', xlc.locale('nl-nl'), page)).toBe(page);
    expect(xlc.asked).toEqual([]);
  });

  it('stops the build with the locale and cause when the summaries cannot be read', async () => {
    const config = resolveBrandConfig('winora', brandConfigs.winora);
    const down = createReviewSource({ brand: config, buildUrl: 'http://reviews.test', browserUrl: 'x', passkey: 'k', fetch: (async () => new Response('{"message":"no"}', { status: 404 })) as typeof fetch });
    await expect(down.decorate('Product', createLocales(config)[0]!, { data: productPage() })).rejects.toThrow(/Rating summaries of winora de_AT: GET http:\/\/reviews.test\/static\/winora\/de_AT\/rating-summaries.json answered 404/);
  });

  it('names content locales as Bazaarvoice does (INT reads British English)', () => {
    expect(contentLocaleOf({ language: 'de', country: 'AT' })).toBe('de_AT');
    expect(contentLocaleOf({ language: 'en', country: 'INT' })).toBe('en_GB');
  });
});
