import { describe, expect, it } from 'vitest';
import { loadDealerData } from '../../services/dealers/load-dealer-data.ts';
import type { Dealer } from '../dealers/client/dealer-types.ts';
import { localBusinessJsonLd } from '../dealers/local-business-json-ld.ts';
import { validateStructuredData } from './validate-structured-data.ts';

/**
 * The dealer pages (site/dealers, sparta) carry a BikeStore block: every dealer of the service's data must
 * validate, or the build that renders its page fails.
 */
describe('LocalBusiness JSON-LD of the dealer pages', () => {
  const dealers = [...loadDealerData().byId.values()] as readonly Dealer[];

  it('every dealer of the data gives a valid BikeStore', () => {
    expect(dealers.length).toBeGreaterThan(100);
    const problems = dealers.flatMap((d) => validateStructuredData(localBusinessJsonLd(d, `https://www.sparta.nl/nl/dealers/${d.id}/`)).map((p) => `${d.id} ${p.path}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it('a dealer without coordinates on the map would be refused by name and property', () => {
    const [first] = dealers;
    if (first === undefined) throw new Error('no dealers');
    const block = localBusinessJsonLd({ ...first, position: { lat: Number.NaN, lng: 4.9 } }, 'https://www.sparta.nl/nl/dealers/x/');
    expect(validateStructuredData(block).map((p) => p.path)).toEqual(['BikeStore.geo.latitude']);
  });
});
