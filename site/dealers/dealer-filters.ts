import { DEALER_SERVICES, type Dealer, type DealerService } from './client/dealer-types.ts';

/** Dealers offering every one of `filters` (no filter: all), in the order given. */
export function applyDealerFilters<D extends Pick<Dealer, 'services'>>(dealers: readonly D[], filters: readonly DealerService[]): readonly D[] {
  return filters.length === 0 ? dealers : dealers.filter((d) => filters.every((f) => d.services[f]));
}

/** The finder's checked filters after a toggle, in the brand's order (so the URL and analytics stay stable). */
export function toggleDealerFilter(checked: readonly DealerService[], filter: DealerService, on: boolean, order: readonly DealerService[]): readonly DealerService[] {
  const next = new Set(checked);
  if (on) next.add(filter);
  else next.delete(filter);
  return order.filter((f) => next.has(f));
}

/** `filters=testCenter,repair` from a query string → known services only, in the brand's order. */
export function parseDealerFilters(value: string | null, order: readonly DealerService[]): readonly DealerService[] {
  if (value === null) return [];
  const wanted = new Set(value.split(','));
  return order.filter((f) => wanted.has(f) && (DEALER_SERVICES as readonly string[]).includes(f));
}
