import type { PageProps } from '@cycle/engine';
import { AfterFirstPaint } from '@cycle/engine/react';
import { startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CategoryPageData } from '../../commerce/catalogue/page-data.ts';
import { attributeLabel } from '../../commerce/browser/attribute-label.ts';
import { Breadcrumbs } from '../../commerce/browser/breadcrumbs.tsx';
import { withCommerceClient } from '../../commerce/browser/with-commerce-client.ts';
import { dispatchListingHistory, readListingHistory, sessionStore } from '../../commerce/browser/listing-history.ts';
import { applyListingState, DEFAULT_LISTING_STATE, readListingState, SORTS, writeListingState, type ListingState, type Sort } from '../../commerce/browser/listing-state.ts';
import { ProductTile } from '../../commerce/browser/product-tile.tsx';
import { useHydrated } from '../../commerce/browser/use-hydrated.ts';
import * as css from '../../commerce/browser/shop.css.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import type { Messages } from '../../i18n/messages/en.ts';
import { buttonGhost, container } from '../../styles/layout.css.ts';
import { EditorialBelow, EditorialHero, EditorialIntro } from '../../content/render/editorial-parts.tsx';
import { useListingAnalytics } from '../../analytics/use-ecommerce-events.ts';

const SORT_LABEL: Readonly<Record<Sort, keyof Messages>> = {
  recommended: 'shopSortRecommended', 'price-asc': 'shopSortPriceAsc', 'price-desc': 'shopSortPriceDesc', 'name-asc': 'shopSortName', newest: 'shopSortNewest',
};

/**
 * Category listing (page kind Category): tiles rendered at build time from the country's catalogue; facets
 * (the filter keys), sort and page live in the URL, so back from a product returns to the same state. Prices
 * refresh from the commerce backend in the browser.
 */
/**
 * Tiles a client navigation renders before the page's first paint: the first rows on a desktop (three columns) and
 * more than a phone shows; the rest and the editorial part below follow (engine/react/after-first-paint.tsx).
 */
const TILES_BEFORE_FOLD = 6;

export default function CategoryPage({ data }: PageProps<CategoryPageData>): ReactNode {
  const { m, t } = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  // The server renders the default state; the URL's state applies after hydration (no mismatch).
  const hydrated = useHydrated();
  // The state asked for while its navigation is still loading: a second change builds on it, not on the old URL
  // (a facet then a quick sort change must keep the facet). It counts only on the history entry it was asked on
  // and is dropped once a navigation lands: Back to that entry (page 1 after page 2) shows the entry's own URL.
  const [requested, setRequested] = useState<{ readonly key: string; readonly search: string } | null>(null);
  // A navigation landed (another history entry): drop the request, adjusting state during render (React's pattern
  // for state that resets when an input changes) rather than in an effect, which would render the stale state once.
  const [entryKey, setEntryKey] = useState(location.key);
  if (entryKey !== location.key) {
    setEntryKey(location.key);
    if (requested !== null && requested.key !== location.key) setRequested(null);
  }
  const search = requested !== null && requested.key === location.key ? requested.search : location.search;
  const state: ListingState = hydrated ? readListingState(search) : DEFAULT_LISTING_STATE;
  const [prices, setPrices] = useState<Record<string, number | null>>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const facetsId = useId();

  useEffect(() => {
    // Back to this listing through a product's breadcrumb: the stored state (facets, sort, page) comes back.
    const history = readListingHistory(sessionStore());
    if (location.search === '' && history.breadcrumbClicked && history.plp?.key === data.listingKey && history.plp.search !== '') {
      dispatchListingHistory(sessionStore(), { type: 'SET_BREADCRUMB_CLICKED', clicked: false });
      void navigate({ pathname: location.pathname, search: history.plp.search }, { replace: true, state: { scroll: false } });
      return;
    }
    dispatchListingHistory(sessionStore(), { type: 'SET_PLP', plp: { key: data.listingKey, path: location.pathname, search: location.search } });
  }, [data.listingKey, location.pathname, location.search, navigate]);

  // Fresh prices (cheapest variant) from the backend, just the fields a tile shows; the build's prices stay when it cannot be reached.
  useEffect(() => {
    let live = true;
    void withCommerceClient(data.commerce, (client) => client.getListingPrices(data.tiles.map((tile) => tile.id)))
      .then((result) => {
        if (!live || !result.ok) return;
        // Every tile shows a price: as a transition the re-render yields to input instead of one long task.
        startTransition(() => setPrices(Object.fromEntries(result.value.map((p) => [p.id, p.price]))));
      });
    return () => {
      live = false;
    };
  }, [data.commerce, data.tiles]);

  // Facets and sort replace the history entry; a page change pushes one, so Back from page 2 returns to page 1.
  const setState = (next: ListingState, { push = false }: { readonly push?: boolean } = {}): void => {
    const nextSearch = writeListingState(next);
    setRequested({ key: location.key, search: nextSearch });
    void navigate({ pathname: location.pathname, search: nextSearch }, { replace: !push, state: { scroll: false } });
  };
  const toggle = (code: string, value: string): void => {
    const current = state.filters[code] ?? [];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    setState({ ...state, page: 1, filters: { ...state.filters, [code]: values } });
  };

  const shown = applyListingState(data.tiles, state, prices);
  const pages = Math.max(1, Math.ceil(shown.length / data.pageSize));
  const page = Math.min(state.page, pages);
  const slice = shown.slice((page - 1) * data.pageSize, page * data.pageSize);
  const tileOf = (tile: (typeof slice)[number]): ReactNode => <ProductTile key={tile.id} tile={tile} settings={data.commerce} price={prices[tile.id] ?? tile.price} />;
  const activeFilters = Object.values(state.filters).reduce((n, v) => n + v.length, 0);
  const filtered = activeFilters > 0;
  useListingAnalytics({ list: { id: data.listingKey, name: data.title, breadcrumbs: data.breadcrumbs }, tiles: hydrated ? slice : [], offset: (page - 1) * data.pageSize, prices, settings: data.commerce });

  // The pager shows the new page from its top: the results take focus (screen readers hear the count) and scroll into view.
  const results = useRef<HTMLDivElement>(null);
  const toResults = useRef(false);
  const goToPage = (next: number): void => {
    toResults.current = true;
    setState({ ...state, page: next }, { push: true });
  };
  // After the render that shows the new page (the requested state renders at once, before its navigation ends).
  useEffect(() => {
    if (!toResults.current) return;
    toResults.current = false;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView({ block: 'start' });
  });

  return (
    <>
    <EditorialHero parts={data.editorial} />
    <div className={`${container} ${css.page}`}>
      <Breadcrumbs crumbs={data.breadcrumbs} />
      {data.editorial?.hero ? null : <h1 className={css.title}>{data.title}</h1>}
      <EditorialIntro parts={data.editorial} className={css.subtitle} />
      {data.subcategories.length > 0 ? (
        <p className={css.chips}>{data.subcategories.map((s) => <a key={s.href} className={buttonGhost} href={s.href}>{s.label}</a>)}</p>
      ) : null}
      <div className={css.toolbar} ref={results} tabIndex={-1} data-listing-results>
        <p className={css.muted} role="status" data-result-count={shown.length}>{t('shopResults', { count: shown.length })}</p>
        <label className={css.check}>
          {m.shopSortBy}
          <select className={css.select} value={state.sort} onChange={(e) => setState({ ...state, page: 1, sort: e.target.value as Sort })} data-sort>
            {SORTS.map((s) => <option key={s} value={s}>{m[SORT_LABEL[s]]}</option>)}
          </select>
        </label>
      </div>
      <div className={css.listingLayout}>
        <button type="button" className={`${buttonGhost} ${css.filterToggle}`} aria-expanded={filtersOpen} aria-controls={facetsId} onClick={() => setFiltersOpen((open) => !open)} data-filter-toggle>
          {activeFilters > 0 ? `${m.shopFilters} (${activeFilters})` : m.shopFilters}
        </button>
        <aside id={facetsId} className={`${css.facets} ${filtersOpen ? '' : css.facetsFolded}`} aria-label={m.shopFilters}>
          {data.facets.map((f) => (
            <fieldset key={f.code} className={css.facet} data-facet={f.code}>
              <legend className={css.facetTitle}>{attributeLabel(m, f.key)}</legend>
              {f.values.map((v) => (
                <label key={v} className={css.check}>
                  <input type="checkbox" checked={(state.filters[f.code] ?? []).includes(v)} onChange={() => toggle(f.code, v)} />
                  {v}
                </label>
              ))}
            </fieldset>
          ))}
          {filtered ? <button type="button" className={css.linkButton} onClick={() => setState({ ...state, filters: {}, page: 1 })}>{m.shopClearFilters}</button> : null}
        </aside>
        <div>
          {slice.length === 0 ? <p>{m.shopNoResults}</p> : null}
          <div className={`${css.grid} ${css.gridCols[data.columnsXxl === 3 ? 3 : 2]}`}>
            {slice.slice(0, TILES_BEFORE_FOLD).map(tileOf)}
            <AfterFirstPaint>{slice.slice(TILES_BEFORE_FOLD).map(tileOf)}</AfterFirstPaint>
          </div>
          {pages > 1 ? (
            <nav className={css.pager} aria-label={t('shopPageOf', { page, pages })}>
              <button type="button" className={buttonGhost} disabled={page <= 1} onClick={() => goToPage(page - 1)}>{m.shopPrevious}</button>
              <span>{t('shopPageOf', { page, pages })}</span>
              <button type="button" className={buttonGhost} disabled={page >= pages} onClick={() => goToPage(page + 1)}>{m.shopNext}</button>
            </nav>
          ) : null}
          {data.legalNotes.map((n) => <p key={n} className={css.muted}>{n}</p>)}
        </div>
      </div>
    </div>
    <AfterFirstPaint>
      <EditorialBelow parts={data.editorial} />
    </AfterFirstPaint>
    </>
  );
}
