import { describe, expect, it } from 'vitest';
import { DEALER_SERVICES, type DealerServices } from './client/dealer-types.ts';
import { applyDealerFilters, parseDealerFilters, toggleDealerFilter } from './dealer-filters.ts';

const none = Object.fromEntries(DEALER_SERVICES.map((s) => [s, false])) as Record<keyof DealerServices, boolean>;
const dealer = (id: string, on: readonly (keyof DealerServices)[]): { id: string; services: DealerServices } => ({ id, services: { ...none, ...Object.fromEntries(on.map((s) => [s, true])) } });
const dealers = [dealer('a', ['testCenter', 'repair']), dealer('b', ['repair']), dealer('c', ['testCenter', 'electricBikes', 'repair']), dealer('d', [])];

describe('dealer filters', () => {
  it('keeps dealers offering every checked service', () => {
    expect(applyDealerFilters(dealers, []).map((d) => d.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyDealerFilters(dealers, ['repair']).map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(applyDealerFilters(dealers, ['testCenter', 'repair']).map((d) => d.id)).toEqual(['a', 'c']);
    expect(applyDealerFilters(dealers, ['testCenter', 'electricBikes']).map((d) => d.id)).toEqual(['c']);
    expect(applyDealerFilters(dealers, ['cargoBikes'])).toEqual([]);
  });

  it('toggles a filter keeping the brand order', () => {
    const order = ['collectInStore', 'testCenter', 'repair'] as const;
    expect(toggleDealerFilter(['repair'], 'testCenter', true, order)).toEqual(['testCenter', 'repair']);
    expect(toggleDealerFilter(['testCenter', 'repair'], 'testCenter', false, order)).toEqual(['repair']);
  });

  it('reads filters from the URL, dropping unknown and unoffered ones', () => {
    const order = ['testCenter', 'repair'] as const;
    expect(parseDealerFilters('repair,testCenter,<x>,cargoBikes', order)).toEqual(['testCenter', 'repair']);
    expect(parseDealerFilters(null, order)).toEqual([]);
  });
});
