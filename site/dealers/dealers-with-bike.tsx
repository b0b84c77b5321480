import { lazy, Suspense, type ReactNode } from 'react';
import type { CountryCode } from '../../brands/brand-schema.ts';
import { useHydrated } from '../commerce/browser/use-hydrated.ts';
import { brandConfig } from '../config/current-brand.ts';
import { useSite } from '../data/use-site.ts';

// Its code (client, list, cards) loads only on product pages of the bidex countries, after hydration.
const BidexDealers = lazy(() => import('./bidex-dealers.tsx').then((m) => ({ default: m.BidexDealers })));

/**
 * "Dealers with this bike" on the product page (bidex, `features.bidexCountries`: DE, AT, CH for winora, ghost,
 * haibike): nothing elsewhere, nothing in the static HTML (stock is live), the section once the page has hydrated.
 */
export function DealersWithBike({ productNumber }: { readonly productNumber: string | null }): ReactNode {
  const site = useSite();
  const hydrated = useHydrated();
  const country = site.locale.country as CountryCode;
  // No literal fallback URL: the build always sets `dealersUrl` (DEALERS_PORT or DEALERS_URL), and a literal 4210 in the bundle ignored a moved port.
  if (!hydrated || productNumber === null || site.dealersUrl === undefined || !brandConfig.features.bidexCountries.includes(country)) return null;
  return (
    <Suspense fallback={null}>
      <BidexDealers productNumber={productNumber} country={country} brand={brandConfig.dealers.brandId} baseUrl={site.dealersUrl} tag={site.locale.tag} language={site.locale.language} localePath={site.locale.path} />
    </Suspense>
  );
}
