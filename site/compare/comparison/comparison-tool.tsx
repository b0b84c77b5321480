import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { attributeLabel } from '../../commerce/browser/attribute-label.ts';
import { formatPrice } from '../../commerce/browser/format-price.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as shop from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import { useHydrated } from '../../commerce/browser/use-hydrated.ts';
import { GEOMETRY_CODES } from '../../commerce/catalogue/product-page-data.ts';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import { MessageBox } from '../../components/message-box.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useCompareMessages } from '../use-compare-messages.ts';
import { visuallyHidden } from '../../styles/layout.css.ts';
import { EMPTY_COMPARISON_QUERY, formatComparisonQuery, parseComparisonQuery, type ComparisonQuery } from '../compare-url.ts';
import { useCompareActions, useCompareState } from '../use-compare.ts';
import { comparedBike, compareItemOf, type ComparedBike, type ComparedSize } from './compared-bike.ts';
import type { ComparisonData } from './comparison-page-data.ts';
import { chosenSize, geometryRows, rowDiffers, specRows, visibleRows, type ValueRow } from './comparison-rows.ts';
import * as css from './comparison.css.ts';
import { GeometryOverlay } from './geometry-overlay.tsx';
import { loadComparedProducts, type LoadedProducts } from './load-compared-bikes.ts';

/** A row with what each cell shows (defaults to the value, a dash for none). */
export interface ComparisonRow extends ValueRow {
  readonly cells?: readonly ReactNode[];
}

/**
 * Extra rows under the frame-size choice, one cell per bike (`bike`, its shown `size`): the place for size advice
 * from a fit profile (site/fit/). Never hidden by "show only differences".
 */
export interface SizeRowSlot {
  readonly id: string;
  readonly label: string;
  readonly cell: (bike: ComparedBike, size: ComparedSize | null) => ReactNode;
}

/**
 * The comparison (spec §2 BikeComparison): the bikes of the URL (`?skus=`, else the compare list) side by side:
 * picture, price, stock, motor, batteries, specs by display key, geometry per chosen frame size, "show only
 * differences", and two frames drawn over each other. Read from the backend in the browser; the server renders
 * the empty frame (the choice lives in the URL and local storage).
 */
export function ComparisonTool({ data, sizeRows = [] }: { readonly data: ComparisonData; readonly sizeRows?: readonly SizeRowSlot[] }): ReactNode {
  const { m } = useCompareMessages();
  const hydrated = useHydrated();
  const { search } = useLocation();
  if (data.commerce === null) return <MessageBox kind="info" title={m.compareNoShop} />;
  if (!hydrated) return <p className={css.placeholder} data-comparison-state="server">{m.compareEmpty}</p>;
  return <LiveComparison key={search} settings={data.commerce} productPaths={data.productPaths} sizeRows={sizeRows} />;
}

function LiveComparison({ settings, productPaths, sizeRows }: { readonly settings: CommerceSettings; readonly productPaths: ComparisonData['productPaths']; readonly sizeRows: readonly SizeRowSlot[] }): ReactNode {
  const { m, t } = useCompareMessages();
  const compare = useCompareState();
  const actions = useCompareActions();
  // Read once: this component owns the query from here on (a new navigation to the page mounts a new one).
  const [parsed] = useState(() => parseComparisonQuery(window.location.search));
  const [chosen, setChosen] = useState<ComparisonQuery | null>(parsed.skus.length > 0 ? parsed : null);
  // No bikes in the URL: the compare list's, so the address becomes the shareable comparison.
  const fromList = compare.products.map((p) => p.sku).join(',');
  const query: ComparisonQuery = chosen ?? (fromList === '' ? EMPTY_COMPARISON_QUERY : { ...EMPTY_COMPARISON_QUERY, skus: fromList.split(',') });
  const search = `?${formatComparisonQuery(query)}`;
  useEffect(() => {
    // The address follows the comparison without a router navigation (which would mount the page anew and reload the bikes).
    const wanted = query.skus.length > 0 ? search : '';
    if (window.location.search !== wanted && (wanted !== '' || chosen !== null)) window.history.replaceState(window.history.state, '', `${window.location.pathname}${wanted}`);
  }, [search, query.skus.length, chosen]);
  const skusKey = query.skus.join(',');
  const load = useCommerceCall<LoadedProducts>();
  const runLoad = load.run;
  const [copied, setCopied] = useState(false);
  const go = (next: ComparisonQuery): void => {
    setCopied(false);
    setChosen(next);
  };

  useEffect(() => {
    if (skusKey !== '') void runLoad(() => loadComparedProducts(settings, skusKey.split(',')));
  }, [skusKey, settings, runLoad]);

  const language = settings.tag.split('-')[0] ?? 'en';
  const loaded = load.state.status === 'done' ? load.state.value : null;
  const bikes = useMemo(() => (loaded?.products ?? []).map((p) => comparedBike(p, { language, settings, href: productPaths[p.sku] ?? `${settings.paths.home}product/?sku=${encodeURIComponent(p.sku)}` })), [loaded, language, settings, productPaths]);

  // A shared link opened where no list is kept yet: the link's bikes become the list (panel and toggles agree).
  const restore = compare.initialised && compare.products.length === 0 && bikes.length > 0;
  useEffect(() => {
    if (restore) actions.set(bikes.map(compareItemOf));
  }, [restore, bikes, actions]);

  if (query.skus.length === 0) return <p className={css.placeholder} data-comparison-state="empty">{m.compareEmpty}</p>;

  const sizes = bikes.map((b) => chosenSize(b, query.sizes[b.sku]));
  const removeBike = (sku: string): void => {
    actions.remove(sku);
    const { [sku]: _gone, ...rest } = query.sizes;
    go({ ...query, skus: query.skus.filter((s) => s !== sku), sizes: rest });
  };
  const stockText = { 'in-stock': m.shopInStock, 'out-of-stock': m.shopOutOfStock, inactive: m.shopInactive } as const;
  const overview: ComparisonRow[] = [
    {
      id: 'price',
      label: m.comparePrice,
      values: bikes.map((b) => formatPrice(b.price, settings)),
      cells: bikes.map((b) => {
        const list = formatPrice(b.listPrice, settings);
        return <span key={b.sku} className={shop.price}>{formatPrice(b.price, settings) ?? m.shopPriceOnRequest}{list ? <span className={shop.strike}>{list}</span> : null}</span>;
      }),
    },
    { id: 'stock', label: m.compareStock, values: bikes.map((b) => b.stock), cells: bikes.map((b) => <span key={b.sku} className={shop.stock[b.stock]}>{stockText[b.stock]}</span>) },
    { id: 'motor', label: m.compareMotor, values: bikes.map((b) => b.motor) },
    { id: 'batteries', label: m.compareBatteries, values: bikes.map((b) => (b.batteries.length === 0 ? null : b.batteries.join(', '))) },
  ];
  const specs = specRows(bikes, (key) => attributeLabel(m, key));
  const geometry = geometryRows(bikes, sizes, GEOMETRY_CODES, (code) => attributeLabel(m, code, 'geo'));
  const shareUrl = `${window.location.origin}${window.location.pathname}${search}`;

  return (
    <div className={css.tool} data-comparison>
      {parsed.ignored.length > 0 ? <MessageBox kind="info" title={t('compareIgnored', { values: parsed.ignored.join(', ') })} /> : null}
      {loaded !== null && loaded.missing.length > 0 ? <MessageBox kind="warning" title={t('compareMissing', { skus: loaded.missing.join(', ') })} /> : null}
      <ShopFault state={load.state} onRetry={load.retry} />
      {load.state.status === 'pending' ? <p role="status" className={css.placeholder}>{m.compareLoading}</p> : null}
      {bikes.length > 0 ? (
        <>
          <div className={css.toolbar}>
            <button type="button" role="switch" aria-checked={query.differencesOnly} className={css.switchButton} onClick={() => go({ ...query, differencesOnly: !query.differencesOnly })} data-compare-differences>
              <span className={css.switchTrack} aria-hidden="true"><span className={css.switchThumb} /></span>
              {m.compareDifferencesOnly}
            </button>
            <button type="button" className={css.linkButton} data-compare-share={shareUrl} onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true), () => setCopied(false));
            }}>{copied ? m.compareLinkCopied : m.compareShareLink}</button>
            <p className={visuallyHidden} role="status">{copied ? m.compareLinkCopied : ''}</p>
          </div>
          <ScrollRegion className={css.scroll} label={m.comparePanelTitle}>
            <table className={css.table} data-comparison-table style={{ ['--bikes' as string]: bikes.length }}>
              <caption className={visuallyHidden}>{m.comparePanelTitle}</caption>
              <thead>
                <tr>
                  <td className={css.corner} />
                  {bikes.map((b) => (
                    <th key={b.sku} scope="col" className={css.bikeHead} data-compare-column={b.sku}>
                      {b.image ? <img className={css.bikeImage} src={b.image.thumb} alt="" width={320} height={200} loading="lazy" /> : <span className={css.bikeImage} />}
                      <a className={css.bikeName} href={b.href}>{b.name}</a>
                      <button type="button" className={css.removeBike} aria-label={t('compareRemoveFromPage', { model: b.name })} onClick={() => removeBike(b.sku)} data-compare-remove-column={b.sku}>{m.compareRemove}</button>
                    </th>
                  ))}
                </tr>
              </thead>
              <Section title={m.compareOverview} rows={overview} count={bikes.length} differencesOnly={query.differencesOnly} />
              <Section title={m.compareSpecs} rows={specs} count={bikes.length} differencesOnly={query.differencesOnly} />
              <Section title={m.compareGeometry} rows={geometry} count={bikes.length} differencesOnly={query.differencesOnly}>
                <tr data-row="frame-size">
                  <th scope="row" className={css.rowHead}>{m.attr_frameSize}</th>
                  {bikes.map((b, i) => (
                    <td key={b.sku}>
                      {b.sizes.length > 1 ? (
                        <select className={css.select} aria-label={t('compareFrameSizeOf', { model: b.name })} value={sizes[i]?.name ?? ''} data-compare-size={b.sku} onChange={(e) => go({ ...query, sizes: { ...query.sizes, [b.sku]: e.target.value } })}>
                          {b.sizes.map((s) => <option key={s.id} value={s.name}>{s.name}</option>)}
                        </select>
                      ) : (sizes[i]?.name || m.compareNoSizes)}
                    </td>
                  ))}
                </tr>
                {sizeRows.map((row) => (
                  <tr key={row.id} data-row={row.id}>
                    <th scope="row" className={css.rowHead}>{row.label}</th>
                    {bikes.map((b, i) => <td key={b.sku}>{row.cell(b, sizes[i] ?? null)}</td>)}
                  </tr>
                ))}
              </Section>
            </table>
          </ScrollRegion>
          <GeometryOverlay bikes={bikes} sizes={sizes} />
        </>
      ) : null}
    </div>
  );
}

/** One group of rows under its heading; with "only differences", equal rows go (and the group says when none is left). */
function Section({ title, rows, count, differencesOnly, children }: { readonly title: string; readonly rows: readonly ComparisonRow[]; readonly count: number; readonly differencesOnly: boolean; readonly children?: ReactNode }): ReactNode {
  const { m } = useCompareMessages();
  const shown = visibleRows(rows, differencesOnly);
  if (rows.length === 0 && children === undefined) return null;
  return (
    <tbody>
      <tr className={css.sectionRow}>
        <th scope="rowgroup" colSpan={count + 1}><span className={css.sectionTitle}>{title}</span></th>
      </tr>
      {children}
      {shown.map((row) => (
        <tr key={row.id} data-row={row.id} data-differs={rowDiffers(row) ? 'true' : 'false'}>
          <th scope="row" className={css.rowHead}>{row.label}</th>
          {row.values.map((value, i) => <td key={i}>{row.cells?.[i] ?? value ?? '–'}</td>)}
        </tr>
      ))}
      {shown.length === 0 && rows.length > 0 ? (
        <tr><td colSpan={count + 1} className={css.sameNote}>{m.compareNoDifferences}</td></tr>
      ) : null}
    </tbody>
  );
}
