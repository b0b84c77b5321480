import { lazy, Suspense, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { dealerOpenEvent, dealerSearchEvent } from '../analytics/analytics-events.ts';
import { FEATURE_GROUPS } from '../consent/consent-gate.ts';
import { useFeatureConsent } from '../consent/use-feature-consent.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { button, buttonGhost } from '../styles/layout.css.ts';
import type { Dealer, DealerService, GeoPosition } from './client/dealer-types.ts';
import { DealerCard, SERVICE_LABEL } from './dealer-card.tsx';
import { applyDealerFilters, toggleDealerFilter } from './dealer-filters.ts';
import type { DealerFinderData } from './dealer-finder-data.ts';
import { dealerHashSlug, formatDealerHash } from './dealer-hash.ts';
import { DealerPanel } from './dealer-panel.tsx';
import { findPlaces, placeLabel } from './gazetteer.ts';
import { saveShopperOrigin } from './shopper-origin.ts';
import { sortByDistance } from './sort-by-distance.ts';
import { useDealerHashPanel } from './use-dealer-hash.ts';
import * as css from './dealer-finder.css.ts';

// The map's code loads only once the map consent is there (and never on other pages).
const DealerMap = lazy(() => import('./dealer-map.tsx').then((m) => ({ default: m.DealerMap })));


/** Where the results are sorted from: a place of the gazetteer or the shopper's position. */
interface Origin {
  readonly position: GeoPosition;
  /** How the status line names it (`10115 Berlin`, or null for "your location"). */
  readonly label: string | null;
}

/** The dealers to list: the filters applied, nearest first from `from` (by name without one). */
function resultsFor(dealers: readonly Dealer[], from: Origin | null, filters: readonly DealerService[]): readonly (Dealer & { distanceKm?: number })[] {
  const kept = applyDealerFilters(dealers, filters);
  return from === null ? kept : sortByDistance(kept, from.position);
}

type Notice = 'locating' | 'denied' | 'unavailable' | { readonly notFound: string } | null;

/**
 * The dealer finder (issue 11): search by town or postcode in the offline gazetteer, or by the browser's position;
 * results nearest first with their distance; the country's filters; the count in a polite live region; the map
 * beside the list behind the map consent (C0001 + C0003); the dealer panel on the URL hash. The server renders the
 * whole list by name, so the page is useful without JavaScript and indexable.
 */
export function DealerFinder({ data }: { readonly data: DealerFinderData }): ReactNode {
  const { m, t } = useMessages();
  const runtime = useSiteRuntime();
  const ids = useId();
  const [query, setQuery] = useState('');
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [checked, setChecked] = useState<readonly DealerService[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const panel = useDealerHashPanel(data.dealers);
  const consent = useFeatureConsent(FEATURE_GROUPS.maps);
  const mapAllowed = consent.status === 'granted';

  const results = useMemo(() => resultsFor(data.dealers, origin, checked), [data.dealers, origin, checked]);
  const suggestions = useMemo(() => (query.trim().length >= 2 ? findPlaces(data.places, query, 8) : []), [query, data.places]);

  const search = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const place = findPlaces(data.places, query, 1)[0];
    if (place === undefined) {
      setNotice({ notFound: query.trim() });
      runtime.dataLayer.push(dealerSearchEvent(query.trim(), 0));
      return;
    }
    const next = { position: place.position, label: placeLabel(place) };
    saveShopperOrigin(window.sessionStorage, next);
    setNotice(null);
    setOrigin(next);
    runtime.dataLayer.push(dealerSearchEvent(query.trim(), resultsFor(data.dealers, next, checked).length));
  };

  const locate = (): void => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setNotice('unavailable');
      return;
    }
    setNotice('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const next = { position: { lat: position.coords.latitude, lng: position.coords.longitude }, label: null };
        saveShopperOrigin(window.sessionStorage, next);
        setNotice(null);
        setOrigin(next);
        runtime.dataLayer.push(dealerSearchEvent('geolocation', resultsFor(data.dealers, next, checked).length));
      },
      (error) => setNotice(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const count = results.length === 0 ? m.dealerCountNone : origin !== null ? t('dealerCountNear', { count: results.length, place: origin.label ?? m.dealerYourLocation }) : results.length === 1 ? m.dealerCountOne : t('dealerCount', { count: results.length });
  const active = panel.state.status === 'open' ? data.dealers.find((d) => d.id === panel.state.activeId) : undefined;
  const activeDistance = active === undefined ? undefined : results.find((d) => d.id === active.id)?.distanceKm;
  const openDealer = (dealer: Dealer): void => {
    runtime.dataLayer.push(dealerOpenEvent(dealer));
    panel.open(dealer);
  };
  const mapLabel = t('dealerMapLabel', { country: data.countryName });

  return (
    <div className={css.finder} data-dealer-finder={data.country}>
      <div className={css.searchBar}>
        <form className={css.searchForm} role="search" onSubmit={search} data-dealer-search>
          <label className={css.label} htmlFor={`${ids}q`}>{m.dealerSearchLabel}</label>
          <input id={`${ids}q`} className={css.input} type="search" name="q" autoComplete="postal-code" list={`${ids}places`} value={query} onChange={(e) => setQuery(e.target.value)} enterKeyHint="search" />
          <datalist id={`${ids}places`}>{suggestions.map((p) => <option key={`${p.postcode}|${p.name}`} value={placeLabel(p)} />)}</datalist>
          <button type="submit" className={button}>{m.dealerSearchSubmit}</button>
        </form>
        <button type="button" className={`${buttonGhost} ${css.locate}`} onClick={locate} data-dealer-locate>{m.dealerUseLocation}</button>
      </div>
      {notice === null ? null : (
        <p className={css.notice} role="alert" data-dealer-notice={typeof notice === 'string' ? notice : 'not-found'}>
          {notice === 'locating' ? m.dealerLocating : notice === 'denied' ? m.dealerLocationDenied : notice === 'unavailable' ? m.dealerLocationUnavailable : t('dealerPlaceNotFound', { query: notice.notFound })}
        </p>
      )}
      {data.filters.length > 0 ? (
        <fieldset className={css.filters} data-dealer-filters>
          <legend className={css.filtersTitle}>{m.dealerFilters}</legend>
          {data.filters.map((f) => (
            <label key={f} className={css.chip}>
              <input type="checkbox" name="filters" value={f} checked={checked.includes(f)} onChange={(e) => setChecked(toggleDealerFilter(checked, f, e.target.checked, data.filters))} />
              {m[SERVICE_LABEL[f]]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={css.status} role="status" aria-live="polite" data-dealer-count={results.length}>{count}</p>
      <div className={css.columns}>
        <ol className={css.list} aria-label={m.dealerList} data-dealer-list>
          {results.map((d) => (
            <li key={d.id}>
              <DealerCard
                dealer={d}
                distanceKm={d.distanceKm}
                tag={data.tag}
                services={data.filters}
                openHref={formatDealerHash(dealerHashSlug(d))}
                onOpen={() => openDealer(d)}
                detailHref={data.detailPaths[d.id]}
                active={active?.id === d.id}
              />
            </li>
          ))}
        </ol>
        {data.outline === null ? null : (
          <div className={css.mapColumn}>
            <div className={css.mapFrame} data-map-state={mapAllowed ? 'map' : consent.status === 'waiting' ? 'waiting' : 'consent'}>
              {mapAllowed ? (
                <Suspense fallback={null}>
                  <DealerMap outline={data.outline} map={data.map} dealers={results} activeId={active?.id ?? null} origin={origin?.position ?? null} label={mapLabel} onSelect={openDealer} />
                </Suspense>
              ) : consent.status === 'waiting' ? null : (
                <div className={css.consent} data-map-consent>
                  <h3>{m.dealerMapConsentTitle}</h3>
                  <p>{m.dealerMapConsentText}</p>
                  <button type="button" className={buttonGhost} onClick={consent.openSettings}>{m.dealerMapConsentAction}</button>
                </div>
              )}
            </div>
          </div>
        )}
      </div>
      {active === undefined ? null : (
        <DealerPanel key={active.id} dealer={active} distanceKm={activeDistance} tag={data.tag} detailHref={data.detailPaths[active.id]} onClose={panel.close} />
      )}
    </div>
  );
}
