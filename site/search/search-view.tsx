/**
 * The search page's results: product tiles (the listing's), a section of product lines and content pages,
 * facets (in stock, price range, colour group, frame shape, frame size, size), sorting and paging. The whole
 * state lives in the URL: typing replaces the history entry, a submitted query, a facet, a sort or a page
 * pushes one, so Back steps through them and a shared link shows the same results.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchEvent, viewSearchResultsEvent } from '../analytics/analytics-events.ts';
import { commerceClient } from '../commerce/browser/commerce-client.ts';
import { ProductTile } from '../commerce/browser/product-tile.tsx';
import * as shop from '../commerce/browser/shop.css.ts';
import { useHydrated } from '../commerce/browser/use-hydrated.ts';
import type { ListingTile } from '../commerce/catalogue/page-data.ts';
import { useSite } from '../data/use-site.ts';
import type { Messages } from '../i18n/messages/en.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { button, buttonGhost } from '../styles/layout.css.ts';
import { backendTile, searchBackendIds } from './backend-search.ts';
import type { SearchEngine, SearchResults } from './search-engine.ts';
import { activeFacetCount, clearFacets, EMPTY_SEARCH_STATE, readSearchState, SEARCH_SORTS, toggleFacetValue, writeSearchState, type SearchSort, type SearchState } from './search-state.ts';
import { VALUE_FACETS, type SearchTile, type ValueFacet } from './search-types.ts';
import * as css from './search-view.css.ts';

const SORT_LABEL: Readonly<Record<SearchSort, keyof Messages>> = { relevance: 'searchSortRelevance', 'price-asc': 'shopSortPriceAsc', 'price-desc': 'shopSortPriceDesc', newest: 'shopSortNewest' };
const FACET_LABEL: Readonly<Record<ValueFacet, keyof Messages>> = { colourGroup: 'searchColourGroup', frameShape: 'searchFrameShape', frameSize: 'searchFrameSize', size: 'searchSize' };
/** Milliseconds of quiet typing before the URL (and the results) follow the field. */
const TYPING_DELAY_MS = 250;

/** A tile as the listing's component takes it (the index leaves out what the tile does not show). */
export const listingTile = (tile: SearchTile): ListingTile => ({ ...tile, facets: {}, variantIds: [] });

type EngineState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly engine: SearchEngine } | { readonly status: 'failed' };

/** The engine of the locale's index, loaded once the page has hydrated (`load`); `failed` when the build made no index. */
function useSearchEngine(url: string | undefined, load: boolean): EngineState {
  const [loaded, setLoaded] = useState<{ readonly url: string; readonly state: EngineState } | null>(null);
  useEffect(() => {
    if (url === undefined || !load) return;
    let live = true;
    void import('./load-search-engine.ts')
      .then((mod) => mod.loadSearchEngine(url))
      .then((result) => live && setLoaded({ url, state: result.ok ? { status: 'ready', engine: result.value } : { status: 'failed' } }), () => live && setLoaded({ url, state: { status: 'failed' } }));
    return () => {
      live = false;
    };
  }, [url, load]);
  if (url === undefined) return { status: 'failed' };
  return loaded !== null && loaded.url === url ? loaded.state : { status: 'loading' };
}

/**
 * Products the commerce backend finds for the words that the index does not know (listed after the build),
 * as tiles; none while asking, and none when the backend fails (the index's results stand alone).
 */
function useBackendTiles(engine: SearchEngine | null, query: string): readonly ListingTile[] {
  const [found, setFound] = useState<{ readonly query: string; readonly tiles: readonly ListingTile[] } | null>(null);
  useEffect(() => {
    const settings = engine?.file.commerce ?? null;
    if (engine === null || settings === null || query === '') return;
    let live = true;
    void (async () => {
      const ids = await searchBackendIds(settings, query);
      if (!ids.ok) return;
      const unknown = ids.value.filter((id) => !engine.has(id));
      if (unknown.length === 0) return;
      const products = await commerceClient(settings).searchProducts({ fieldList: 'productList', ids: unknown });
      if (!live || !products.ok) return;
      // The backend's order (best first), products without variants left out as the build does.
      const byId = new Map(products.value.map((p) => [p.id, p]));
      const tiles = unknown.flatMap((id, rank) => {
        const p = byId.get(id);
        return p === undefined || p.variants.length === 0 ? [] : [backendTile(p, settings, rank)];
      });
      setFound({ query, tiles });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine, query]);
  return found !== null && found.query === query ? found.tiles : [];
}

export interface SearchViewProps {
  /** The search page's own path (the form's action). */
  readonly action: string;
}

export function SearchView({ action }: SearchViewProps): ReactNode {
  const { m, t } = useMessages();
  const site = useSite();
  const { dataLayer } = useSiteRuntime();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The state asked for while its navigation is still under way: the checkbox or sort shows it at once, and a
  // second change builds on it (as on the listing). It counts only while the URL is the one it was asked on.
  const [requested, setRequested] = useState<{ readonly base: string; readonly search: string } | null>(null);
  const search = !hydrated ? '' : requested !== null && requested.base === location.search ? requested.search : location.search;
  const state: SearchState = useMemo(() => (search === '' ? EMPTY_SEARCH_STATE : readSearchState(search)), [search]);
  const loaded = useSearchEngine(site.searchIndex, hydrated);
  const engine = loaded.status === 'ready' ? loaded.engine : null;
  const [draft, setDraft] = useState<string | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const go = (next: SearchState, replace = false): void => {
    setRequested({ base: location.search, search: writeSearchState(next) });
    void navigate({ pathname: location.pathname, search: writeSearchState(next) }, { replace, state: { scroll: false } });
  };
  useEffect(() => () => {
    if (typing.current !== null) clearTimeout(typing.current);
  }, []);

  const results: SearchResults | null = useMemo(() => (engine === null ? null : engine.search(state)), [engine, state]);
  // Backend-only products carry no facet data: they show while no facet is chosen, first (they are new).
  const backend = useBackendTiles(engine, state.q);
  const extra = activeFacetCount(state) === 0 && (results?.page ?? 1) === 1 ? backend : [];
  const total = (results?.total ?? 0) + extra.length;

  // Analytics: one `search` and one `view_search_results` per query shown.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (results === null || state.q === '' || reported.current === state.q) return;
    reported.current = state.q;
    dataLayer.push(searchEvent(state.q));
    dataLayer.push(viewSearchResultsEvent(state.q, results.total + results.contentPages.length));
  }, [results, state.q, dataLayer]);

  const onType = (value: string): void => {
    setDraft(value);
    if (typing.current !== null) clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      typing.current = null;
      go({ ...state, q: value.trim(), page: 1 }, true);
    }, TYPING_DELAY_MS);
  };
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    if (typing.current !== null) clearTimeout(typing.current);
    typing.current = null;
    const q = (draft ?? state.q).trim();
    setDraft(null);
    if (q !== state.q) go({ ...state, q, page: 1 });
  };
  const onPrice = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const read = (name: string): number | null => {
      const raw = String(data.get(name) ?? '').trim();
      return raw === '' || !Number.isFinite(Number(raw)) || Number(raw) < 0 ? null : Number(raw);
    };
    go({ ...state, minPrice: read('min'), maxPrice: read('max'), page: 1 });
  };

  const settings = engine?.file.commerce ?? null;
  const facetCount = activeFacetCount(state);
  const showFacets = results !== null && settings !== null && (results.total > 0 || facetCount > 0);
  const empty = results !== null && state.q !== '' && total === 0 && results.contentPages.length === 0;

  return (
    <>
      <form role="search" action={action} method="get" className={css.form} onSubmit={onSubmit}>
        <label htmlFor="search-q" className={css.field}>
          {m.searchLabel}
          <input id="search-q" name="q" type="search" className={css.input} placeholder={m.searchPlaceholder} autoComplete="off"
            value={draft ?? state.q} onChange={(e) => onType(e.target.value)} />
        </label>
        <button type="submit" className={button}>{m.searchSubmit}</button>
      </form>
      <noscript><p>{m.searchNoscript}</p></noscript>
      <div className={shop.toolbar}>
        <p role="status" aria-live="polite" className={css.count} data-result-count={results === null ? undefined : total}>
          {loaded.status === 'failed' ? m.searchUnavailable : results === null ? (hydrated ? m.searchLoading : '') : t('searchCount', { count: total + results.contentPages.length })}
        </p>
        {results !== null && settings !== null && total > 0 ? (
          <label className={shop.check}>
            {m.shopSortBy}
            <select className={shop.select} value={state.sort} onChange={(e) => go({ ...state, sort: e.target.value as SearchSort, page: 1 })} data-search-sort>
              {SEARCH_SORTS.map((s) => <option key={s} value={s}>{m[SORT_LABEL[s]]}</option>)}
            </select>
          </label>
        ) : null}
      </div>
      {results !== null && results.partial && total > 0 ? <p className={shop.muted}>{m.searchPartial}</p> : null}
      {empty ? (
        <div className={css.empty} data-search-empty>
          <p>{t('searchNoResults', { query: state.q })}</p>
          {engine !== null && engine.file.suggestions.length > 0 ? (
            <>
              <p>{m.searchTry}</p>
              <p className={shop.chips}>
                {engine.file.suggestions.map((s) => (
                  <a key={s} className={buttonGhost} href={`${action}${writeSearchState({ ...EMPTY_SEARCH_STATE, q: s })}`} data-search-suggestion>{s}</a>
                ))}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      {results !== null && settings !== null && (total > 0 || facetCount > 0) ? (
        <div className={shop.listingLayout}>
          <button type="button" className={`${buttonGhost} ${shop.filterToggle}`} aria-expanded={filtersOpen} aria-controls="search-facets" onClick={() => setFiltersOpen((o) => !o)} data-filter-toggle>
            {facetCount > 0 ? `${m.shopFilters} (${facetCount})` : m.shopFilters}
          </button>
          <aside id="search-facets" className={`${shop.facets} ${filtersOpen ? '' : shop.facetsFolded}`} aria-label={m.shopFilters}>
            {showFacets ? (
              <>
                <fieldset className={shop.facet} data-facet="inStock">
                  <legend className={shop.facetTitle}>{m.shopInStock}</legend>
                  <label className={shop.check}>
                    <input type="checkbox" checked={state.inStock} onChange={() => go({ ...state, inStock: !state.inStock, page: 1 })} />
                    {m.searchInStockOnly} ({results.facets.inStock})
                  </label>
                </fieldset>
                {results.facets.priceRange !== null ? (
                  <fieldset className={shop.facet} data-facet="price">
                    <legend className={shop.facetTitle}>{m.searchPrice}</legend>
                    <form className={css.priceRow} onSubmit={onPrice} key={`${state.minPrice}-${state.maxPrice}`}>
                      <label className={shop.label}>{m.searchPriceMin}<input className={css.priceInput} name="min" type="number" min={0} step={1} inputMode="numeric" defaultValue={state.minPrice ?? ''} placeholder={String(Math.floor(results.facets.priceRange.min))} /></label>
                      <label className={shop.label}>{m.searchPriceMax}<input className={css.priceInput} name="max" type="number" min={0} step={1} inputMode="numeric" defaultValue={state.maxPrice ?? ''} placeholder={String(Math.ceil(results.facets.priceRange.max))} /></label>
                      <button type="submit" className={`${buttonGhost} ${css.priceApply}`}>{m.searchApply}</button>
                    </form>
                  </fieldset>
                ) : null}
                {VALUE_FACETS.map((f) => (results.facets.values[f].length > 1 || state.filters[f].length > 0 ? (
                  <fieldset key={f} className={shop.facet} data-facet={f}>
                    <legend className={shop.facetTitle}>{m[FACET_LABEL[f]]}</legend>
                    {results.facets.values[f].map((v) => (
                      <label key={v.value} className={shop.check}>
                        <input type="checkbox" checked={v.selected} disabled={v.count === 0 && !v.selected} onChange={() => go(toggleFacetValue(state, f, v.value))} />
                        {v.value} ({v.count})
                      </label>
                    ))}
                  </fieldset>
                ) : null))}
                {facetCount > 0 ? <button type="button" className={shop.linkButton} onClick={() => go(clearFacets(state))}>{m.shopClearFilters}</button> : null}
              </>
            ) : null}
          </aside>
          <div>
            <h2 className={css.sectionTitle}>{m.searchProducts}</h2>
            {total === 0 ? <p>{m.shopNoResults}</p> : null}
            <div className={`${shop.grid} ${shop.gridCols[2]}`} data-search-products>
              {extra.map((tile) => <ProductTile key={tile.id} tile={tile} settings={settings} />)}
              {results.products.map((p) => <ProductTile key={p.tile.id} tile={listingTile(p.tile)} settings={settings} />)}
            </div>
            {results.pages > 1 ? (
              <nav className={shop.pager} aria-label={t('shopPageOf', { page: results.page, pages: results.pages })}>
                <button type="button" className={buttonGhost} disabled={results.page <= 1} onClick={() => go({ ...state, page: results.page - 1 })}>{m.shopPrevious}</button>
                <span>{t('shopPageOf', { page: results.page, pages: results.pages })}</span>
                <button type="button" className={buttonGhost} disabled={results.page >= results.pages} onClick={() => go({ ...state, page: results.page + 1 })} data-search-next>{m.shopNext}</button>
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
      {results !== null && results.contentPages.length > 0 ? (
        <section aria-labelledby="search-pages-title" data-search-pages>
          <h2 id="search-pages-title" className={css.sectionTitle}>{m.searchPages}</h2>
          <ul className={css.pages}>
            {results.contentPages.slice(0, 12).map((p) => (
              <li key={p.href}>
                <a className={css.pageCard} href={p.href}>
                  {p.image ? <img className={css.pageImage} src={p.image.url} alt="" width={96} height={60} loading="lazy" /> : <span className={css.pageImage} />}
                  <span>
                    <span className={css.pageTitle}>{p.title}</span>
                    <span className={css.pageText}>{p.text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
