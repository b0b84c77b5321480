import { describe, expect, it } from 'vitest';
import { formatComparisonQuery, parseComparisonQuery } from './compare-url.ts';

describe('parseComparisonQuery / formatComparisonQuery (the comparison in the URL)', () => {
  it('reads bikes, sizes and the differences switch', () => {
    expect(parseComparisonQuery('?skus=WIN-SINUS,4550125&size=WIN-SINUS:M,4550125:XL&diff=1')).toEqual({
      skus: ['WIN-SINUS', '4550125'], sizes: { 'WIN-SINUS': 'M', 4550125: 'XL' }, differencesOnly: true, ignored: [],
    });
  });

  it('round-trips what it writes', () => {
    const query = { skus: ['A-1', 'B_2', 'C.3'], sizes: { 'B_2': 'S/M', 'C.3': '53' }, differencesOnly: true };
    const written = formatComparisonQuery(query);
    expect(written).toBe('skus=A-1,B_2,C.3&size=B_2:S%2FM,C.3:53&diff=1');
    expect(parseComparisonQuery(`?${written}`)).toEqual({ ...query, ignored: [] });
  });

  it('reads an empty or missing query as no bikes', () => {
    expect(parseComparisonQuery('')).toEqual({ skus: [], sizes: {}, differencesOnly: false, ignored: [] });
    expect(parseComparisonQuery('?skus=,,')).toEqual({ skus: [], sizes: {}, differencesOnly: false, ignored: [] });
  });

  it('drops bad values and says which: markup, repeats, a fifth bike, sizes of other bikes, a strange diff', () => {
    const parsed = parseComparisonQuery(`?skus=${encodeURIComponent('<script>')},a,a,b,c,d,e&size=a:M,zz:L,b:${encodeURIComponent('"><img>')},nocolon&diff=yes`);
    expect(parsed.skus).toEqual(['a', 'b', 'c', 'd']);
    expect(parsed.sizes).toEqual({ a: 'M' });
    expect(parsed.differencesOnly).toBe(false);
    expect(parsed.ignored).toEqual(['<script>', 'a', 'e', 'zz:L', 'b:"><img>', 'nocolon', 'diff=yes']);
  });

  it('cuts an absurdly long value in what it reports', () => {
    const parsed = parseComparisonQuery(`?skus=${'x'.repeat(5000)}`);
    expect(parsed.skus).toEqual([]);
    expect(parsed.ignored[0]).toHaveLength(64);
  });
});
