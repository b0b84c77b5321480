import { useEffect, useState, type ReactNode } from 'react';
import type { CountryCode, Language } from '../../brands/brand-schema.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { routeSlugs } from '../routes/route-slugs.ts';
import { buttonGhost } from '../styles/layout.css.ts';
import { createDealerClient } from './client/create-dealer-client.ts';
import { DEALER_SERVICES, type StockedDealer } from './client/dealer-types.ts';
import { DealerCard } from './dealer-card.tsx';
import { readShopperOrigin, type ShopperOrigin } from './shopper-origin.ts';
import * as css from './dealer-finder.css.ts';

/** Dealers shown under a product. */
const LIMIT = 4;

type Lookup = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'done'; readonly dealers: readonly StockedDealer[] };

export interface BidexDealersProps {
  /** The chosen variant's product number (colour and size). */
  readonly productNumber: string;
  readonly country: CountryCode;
  /** The dealer service's brand id. */
  readonly brand: string;
  readonly baseUrl: string;
  readonly tag: string;
  readonly language: string;
  /** The locale's root path (`/de-de/`), for the finder link. */
  readonly localePath: string;
}

/**
 * The bidex section: asks the dealer product-variants lookup for the chosen variant (nearest first from the place the
 * shopper searched in the finder this session, if any) and lists the dealers with it in stock; a new variant asks
 * again and the earlier answer is dropped.
 */
export function BidexDealers({ productNumber, country, brand, baseUrl, tag, language, localePath }: BidexDealersProps): ReactNode {
  const { m, t } = useMessages();
  const [attempt, setAttempt] = useState(0);
  const [origin] = useState<ShopperOrigin | null>(() => readShopperOrigin(window.sessionStorage));
  // The answer belongs to one request (variant and attempt): an answer for another one counts as still loading.
  const request = `${productNumber}|${attempt}`;
  const [answer, setAnswer] = useState<{ readonly request: string; readonly lookup: Lookup } | null>(null);
  const lookup: Lookup = answer !== null && answer.request === request ? answer.lookup : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const number = request.slice(0, request.lastIndexOf('|'));
    void createDealerClient({ baseUrl }).listVariantDealers({ productNumber: number, brand, country, limit: LIMIT, ...(origin ? { near: origin.position } : {}) }, { signal: controller.signal }).then((r) => {
      if (controller.signal.aborted) return;
      setAnswer({ request, lookup: r.ok ? { status: 'done', dealers: r.value.dealers } : { status: 'failed' } });
    });
    return () => controller.abort();
  }, [request, brand, country, baseUrl, origin]);

  const finder = `${localePath}${routeSlugs(language as Language).dealers}/`;
  return (
    <section className={css.bidex} data-bidex={productNumber} data-bidex-state={lookup.status} aria-busy={lookup.status === 'loading'}>
      <h2 style={{ margin: 0 }}>{m.dealerWithBikeTitle}</h2>
      {lookup.status === 'loading' ? <p>{m.dealerWithBikeLoading}</p> : null}
      {lookup.status === 'failed' ? (
        <p>{m.dealerWithBikeFailed} <button type="button" className={buttonGhost} onClick={() => setAttempt((n) => n + 1)}>{m.dealerRetry}</button></p>
      ) : null}
      {lookup.status === 'done' && lookup.dealers.length === 0 ? <p data-bidex-none>{m.dealerWithBikeNone}</p> : null}
      {lookup.status === 'done' && lookup.dealers.length > 0 ? (
        <>
          <p>{m.dealerWithBikeIntro}</p>
          <ul className={css.bidexList}>
            {lookup.dealers.map((d) => (
              <li key={d.id} data-bidex-dealer={d.id}>
                <DealerCard dealer={d} distanceKm={d.distanceKm} tag={tag} services={DEALER_SERVICES} openHref={undefined}>
                  <p className={css.stockBadge.ok} style={{ margin: 0 }}>{t('dealerStock', { count: d.stock })}</p>
                </DealerCard>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p style={{ margin: 0 }}><a className={css.actionLink} href={finder}>{m.dealerAllDealers}</a></p>
    </section>
  );
}
