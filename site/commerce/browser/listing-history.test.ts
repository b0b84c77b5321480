import { describe, expect, it } from 'vitest';
import { dispatchListingHistory, EMPTY_LISTING_HISTORY, LAST_VISITED_PLP_KEY, readListingHistory } from './listing-history.ts';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('listing history (SET_PLP, SET_BREADCRUMB_CLICKED, last visited listing page)', () => {
  it('SET_PLP stores the listing with its query under lastVisitedPLP and clears the breadcrumb flag', () => {
    const s = memory();
    dispatchListingHistory(s, { type: 'SET_BREADCRUMB_CLICKED', clicked: true });
    const next = dispatchListingHistory(s, { type: 'SET_PLP', plp: { key: 'category:e-bikes', path: '/de-de/ebikes/', search: '?sort=price-asc' } });
    expect(next).toEqual({ plp: { key: 'category:e-bikes', path: '/de-de/ebikes/', search: '?sort=price-asc' }, breadcrumbClicked: false });
    expect(JSON.parse(s.map.get(LAST_VISITED_PLP_KEY) ?? '')).toEqual(next);
    expect(readListingHistory(s)).toEqual(next);
  });
  it('SET_BREADCRUMB_CLICKED keeps the listing', () => {
    const s = memory();
    dispatchListingHistory(s, { type: 'SET_PLP', plp: { key: 'k', path: '/p/', search: '' } });
    expect(dispatchListingHistory(s, { type: 'SET_BREADCRUMB_CLICKED', clicked: true })).toEqual({ plp: { key: 'k', path: '/p/', search: '' }, breadcrumbClicked: true });
  });
  it('malformed or throwing storage reads as empty and never throws', () => {
    const s = memory();
    s.setItem(LAST_VISITED_PLP_KEY, '{nope');
    expect(readListingHistory(s)).toEqual(EMPTY_LISTING_HISTORY);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(dispatchListingHistory(throwing, { type: 'SET_BREADCRUMB_CLICKED', clicked: true })).toEqual({ plp: null, breadcrumbClicked: true });
  });
});

describe('listing history with garbage in session storage', () => {
  const good = { plp: { key: 'category:e-bikes', path: '/de-de/ebikes/', search: '?sort=price-asc' }, breadcrumbClicked: true };
  it.each([
    ['malformed percent-encoding', '%E0%A4%A'],
    ['invalid JSON', '{"plp":'],
    ['JSON of the wrong shape', JSON.stringify({ plp: { key: 1, path: ['/'], search: null } })],
    ['a listing path off the site', JSON.stringify({ ...good, plp: { ...good.plp, path: '//evil.example/' } })],
    ['a query that is not a query', JSON.stringify({ ...good, plp: { ...good.plp, search: 'javascript:alert(1)' } })],
    ['a 1 MB query (replayed into the URL)', JSON.stringify({ ...good, plp: { ...good.plp, search: `?${'f.x=1&'.repeat(150_000)}` } })],
    ['NUL and unicode', '\u0000🚲\u0000'],
    ['a year-3000 number', String(Date.UTC(3000, 0, 1))],
  ])('%s reads as empty', (_name, raw) => {
    const s = memory();
    s.setItem(LAST_VISITED_PLP_KEY, raw);
    expect(readListingHistory(s)).toEqual(EMPTY_LISTING_HISTORY);
    // The next listing visit overwrites the garbage with a good entry.
    dispatchListingHistory(s, { type: 'SET_PLP', plp: good.plp });
    expect(readListingHistory(s)).toEqual({ plp: good.plp, breadcrumbClicked: false });
  });
  it('a good entry still reads back', () => {
    const s = memory();
    s.setItem(LAST_VISITED_PLP_KEY, JSON.stringify(good));
    expect(readListingHistory(s)).toEqual(good);
  });
});
