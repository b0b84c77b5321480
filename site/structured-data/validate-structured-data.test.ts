import { describe, expect, it } from 'vitest';
import { productPage } from '../analytics/shop-fixtures.ts';
import { productJsonLd } from './build-json-ld.ts';
import { jsonLdScripts, jsonLdScriptsInBytes, validatePageStructuredData, validateStructuredData } from './validate-structured-data.ts';

const CONTEXT = 'https://schema.org';
const offer = { '@type': 'Offer', price: '4299.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://www.winora.com/de-de/sinus-ix12/' };
const product = { '@context': CONTEXT, '@type': 'Product', name: 'Sinus iX12', sku: '4454030001', offers: offer };
const group = productJsonLd(productPage(), { origin: 'https://www.winora.com', path: '/ch-de/sinus-ix12/' }) as Record<string, unknown>;
const variants = group['hasVariant'] as Record<string, unknown>[];
const crumbs = {
  '@context': CONTEXT, '@type': 'BreadcrumbList',
  itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.winora.com/de-de/' }, { '@type': 'ListItem', position: 2, name: 'Trekking' }],
};
const dealer = {
  '@context': CONTEXT, '@type': 'BikeStore', name: 'Fietsen Jansen', url: 'https://www.sparta.nl/nl/dealers/fietsen-jansen/', telephone: '+31 20 123 4567',
  address: { '@type': 'PostalAddress', streetAddress: 'Damstraat 1', addressLocality: 'Amsterdam', postalCode: '1012 JL', addressCountry: 'NL' },
  geo: { '@type': 'GeoCoordinates', latitude: 52.372, longitude: 4.894 },
  openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' }],
};

/** The messages of `value`'s problems as `path: message`. */
const problems = (value: unknown): string[] => validateStructuredData(value).map((p) => `${p.path}: ${p.message}`);

describe('valid structured data passes', () => {
  it.each([
    ['Product', product],
    ['ProductGroup from the builder', group],
    ['BreadcrumbList (last crumb without URL)', crumbs],
    ['ItemList', { '@context': CONTEXT, '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://www.winora.com/de-de/a/' }] }],
    ['Organization', { '@context': CONTEXT, '@type': 'Organization', name: 'Winora', url: 'https://www.winora.com/', logo: 'https://www.winora.com/favicon.svg', sameAs: ['https://www.instagram.com/winora/'] }],
    ['LocalBusiness subtype (dealer pages)', dealer],
    ['LocalBusiness with geo as strings', { ...dealer, '@type': 'LocalBusiness', geo: { '@type': 'GeoCoordinates', latitude: '52.372', longitude: '4.894' } }],
    ['a list of blocks', [product, crumbs]],
    ['an @graph', { '@context': CONTEXT, '@graph': [{ ...product, '@context': undefined }] }],
    ['a numeric price', { ...product, offers: { ...offer, price: 4299 } }],
  ])('%s', (_, value) => {
    expect(problems(value)).toEqual([]);
  });
});

describe('each invalid case is refused with the property and what is wrong', () => {
  it.each([
    ['no @context', { ...product, '@context': undefined }, 'Product.@context: must be https://schema.org (is missing)'],
    ['an unknown top-level type', { '@context': CONTEXT, '@type': 'Recipe', name: 'x' }, 'Recipe.@type: must be one of Product, ProductGroup, BreadcrumbList, ItemList, Organization'],
    ['a Product without name', { ...product, name: '' }, 'Product.name: must be a non-empty text (is "")'],
    ['a Product without offers', { ...product, offers: undefined }, 'Product.offers: is required (Offer or AggregateOffer)'],
    ['a price with a comma', { ...product, offers: { ...offer, price: '4.299,00' } }, 'Product.offers.price: must be a number or a numeric string with a dot, no currency sign (is "4.299,00")'],
    ['a price with a currency sign', { ...product, offers: { ...offer, price: '€4299' } }, 'Product.offers.price: must be a number or a numeric string'],
    ['a negative price', { ...product, offers: { ...offer, price: -1 } }, 'Product.offers.price: must be a number'],
    ['a currency that is not ISO 4217', { ...product, offers: { ...offer, priceCurrency: 'EURO' } }, 'Product.offers.priceCurrency: must be an ISO 4217 currency code such as EUR (is "EURO")'],
    ['a lower-case currency', { ...product, offers: { ...offer, priceCurrency: 'eur' } }, 'Product.offers.priceCurrency: must be an ISO 4217'],
    ['availability not a schema.org URL', { ...product, offers: { ...offer, availability: 'InStock' } }, 'Product.offers.availability: must be a schema.org ItemAvailability URL such as https://schema.org/InStock (is "InStock")'],
    ['a relative offer URL', { ...product, offers: { ...offer, url: '/de-de/x/' } }, 'Product.offers.url: must be an absolute http(s) URL (is "/de-de/x/")'],
    ['an offer of the wrong type', { ...product, offers: { ...offer, '@type': 'Demand' } }, 'Product.offers.@type: must be Offer or AggregateOffer (is "Demand")'],
    ['a relative image', { ...product, image: ['sinus.svg'] }, 'Product.image[0]: must be an absolute http(s) URL'],
    ['a group without variants', { ...group, hasVariant: [] }, 'ProductGroup.hasVariant: must list the variants (Products)'],
    ['a variant without the colour the group varies by', { ...group, hasVariant: [{ ...variants[0], color: undefined }, variants[1]] }, 'ProductGroup.hasVariant[0].color: is required: the group varies by color'],
    ['two variants with one sku', { ...group, hasVariant: [variants[0], variants[0]] }, 'ProductGroup.hasVariant[1].sku: repeats "4454030001": each variant has its own'],
    ['a variant with a broken offer', { ...group, hasVariant: [{ ...variants[0], offers: { ...offer, priceCurrency: 'XXX1' } }] }, 'ProductGroup.hasVariant[0].offers.priceCurrency: must be an ISO 4217'],
    ['variesBy outside Google’s list', { ...group, variesBy: ['https://schema.org/weight'] }, 'ProductGroup.variesBy[0]: must be one of https://schema.org/color'],
    ['breadcrumb positions not 1, 2, …', { ...crumbs, itemListElement: [{ ...crumbs.itemListElement[0], position: 0 }, crumbs.itemListElement[1]] }, 'BreadcrumbList.itemListElement[0].position: must be 1: positions count from 1 in order (is 0)'],
    ['a middle crumb without URL', { ...crumbs, itemListElement: [{ ...crumbs.itemListElement[0], item: undefined }, crumbs.itemListElement[1]] }, 'BreadcrumbList.itemListElement[0].item: must be an absolute http(s) URL (is missing)'],
    ['a crumb without name', { ...crumbs, itemListElement: [{ ...crumbs.itemListElement[0], name: undefined }, crumbs.itemListElement[1]] }, 'BreadcrumbList.itemListElement[0].name: must be a non-empty text (is missing)'],
    ['an empty ItemList', { '@context': CONTEXT, '@type': 'ItemList', itemListElement: [] }, 'ItemList.itemListElement: must be a non-empty list of ListItems'],
    ['an ItemList entry that is not a ListItem', { '@context': CONTEXT, '@type': 'ItemList', itemListElement: [{ '@type': 'Thing', position: 1, url: 'https://a.test/' }] }, 'ItemList.itemListElement[0].@type: must be ListItem (is "Thing")'],
    ['an ItemList entry without URL', { '@context': CONTEXT, '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1 }] }, 'ItemList.itemListElement[0].url: must be an absolute http(s) URL (is missing)'],
    ['an Organization without url', { '@context': CONTEXT, '@type': 'Organization', name: 'Winora' }, 'Organization.url: must be an absolute http(s) URL (is missing)'],
    ['sameAs that is not a URL', { '@context': CONTEXT, '@type': 'Organization', name: 'W', url: 'https://w.test/', sameAs: ['@winora'] }, 'Organization.sameAs[0]: must be an absolute http(s) URL (is "@winora")'],
    ['a LocalBusiness without address', { ...dealer, address: undefined }, 'BikeStore.address: is required (PostalAddress)'],
    ['a LocalBusiness without geo', { ...dealer, geo: undefined }, 'BikeStore.geo: is required (GeoCoordinates)'],
    ['a country that is not ISO 3166 alpha-2', { ...dealer, address: { ...dealer.address, addressCountry: 'Netherlands' } }, 'BikeStore.address.addressCountry: must be an ISO 3166-1 alpha-2 code such as NL (is "Netherlands")'],
    ['a latitude out of range', { ...dealer, geo: { ...dealer.geo, latitude: 152 } }, 'BikeStore.geo.latitude: must be a number from -90 to 90 (is 152)'],
    ['an opening day that is not a schema.org day', { ...dealer, openingHoursSpecification: [{ ...dealer.openingHoursSpecification[0], dayOfWeek: 'mo' }] }, 'BikeStore.openingHoursSpecification[0].dayOfWeek: must be a schema.org day'],
    ['an opening time that is not hh:mm', { ...dealer, openingHoursSpecification: [{ ...dealer.openingHoursSpecification[0], closes: '6pm' }] }, 'BikeStore.openingHoursSpecification[0].closes: must be a time hh:mm (is "6pm")'],
    ['a block that is not an object', ['x'], '(block)[0]: must be an object (is "x")'],
  ])('%s', (_, value, expected) => {
    const found = problems(value);
    expect(found.some((p) => p.startsWith(expected)), `${expected}\nin ${JSON.stringify(found, null, 1)}`).toBe(true);
  });
});

describe('JSON-LD in a page', () => {
  const html = (body: string): string => `<!doctype html><html><head><script type="application/ld+json">${body}</script><script src="/a.js"></script></head><body></body></html>`;

  it('finds the ld+json scripts only', () => {
    expect(jsonLdScripts(html('{"a":1}'))).toEqual(['{"a":1}']);
    expect(jsonLdScripts('<script type=application/ld+json>{}</script>')).toEqual(['{}']);
  });

  it('finds the same blocks in the bytes of a page with text in any script, decoding only the blocks', () => {
    const page = `<html lang="de"><head><title>Größe · 自転車 ✓</title><SCRIPT data-x="Ä" TYPE = 'application/ld+json' >{"name":"Kinder-Fahrrad «Größe» 🚲"}</script ></head><body><p>Übersicht</p><script type="application/ld+json">{"a":"ß"}</script></body></html>`;
    expect(jsonLdScriptsInBytes(Buffer.from(page))).toEqual(jsonLdScripts(page));
    expect(jsonLdScriptsInBytes(Buffer.from(page))).toEqual(['{"name":"Kinder-Fahrrad «Größe» 🚲"}', '{"a":"ß"}']);
  });

  it('a block that is not JSON is a problem naming the block', () => {
    expect(validatePageStructuredData(html('{"@type": "Product",'))).toEqual([{ path: '(block 1)', message: expect.stringMatching(/^is not JSON: /) }]);
  });

  it('problems name their block', () => {
    expect(validatePageStructuredData(html(JSON.stringify({ ...product, name: '' }))).map((p) => p.path)).toEqual(['(block 1) Product.name']);
  });
});
