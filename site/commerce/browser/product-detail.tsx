import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageBox } from '../../components/message-box.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useProductAnalytics } from '../../analytics/use-ecommerce-events.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { FitSizeAdvice, FitSizeMark } from '../../fit/fit-advice.tsx';
import { CompareToggle } from '../../compare/compare-toggle.tsx';
import { DealersWithBike } from '../../dealers/dealers-with-bike.tsx';
import { CycleToWorkSection } from '../../cycle-to-work/cycle-to-work-section.tsx';
import { RatingLink } from '../../reviews/star-rating.tsx';
import { ProductReviews, REVIEWS_ANCHOR } from '../../reviews/product-reviews.tsx';
import { button, buttonGhost } from '../../styles/layout.css.ts';
import type { ProductPageData } from '../catalogue/page-data.ts';
import { chooseRequiredBattery } from '../product/battery-choice.ts';
import { attributeLabel } from './attribute-label.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { withCommerceClient } from './with-commerce-client.ts';
import { formatPrice, instalmentOf } from './format-price.ts';
import { dispatchListingHistory, sessionStore } from './listing-history.ts';
import { ShopFault } from './shop-fault.tsx';
import * as css from './shop.css.ts';
import { useCommerceCall } from './use-commerce-call.ts';
import { GALLERY_SIZES } from './image-sizes.ts';
import { COLOUR_QUERY, galleryImages, initialSelection } from './product-gallery.ts';
import { BATTERY_CODE, COLOUR_CODE, isAvailable, pickVariant, QUERY_OF, wattHours, type Selection } from './variant-selection.ts';

/**
 * The product detail: gallery, variant selection (colour as the URL's child slug, the rest in the query),
 * battery choice, price with list/regulation price, stock, add to basket, notify-me, key features, specs,
 * geometry, legal notes. Stock and prices refresh from the backend in the browser.
 */
export function ProductDetail({ data }: { readonly data: ProductPageData }): ReactNode {
  const { m, t } = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const settings = data.commerce;
  // The selection follows the URL (colour page + query); the server renders the page's default.
  const hydrated = useHydrated();
  const selection: Selection = initialSelection(data, hydrated ? location.search : '');
  const [image, setImage] = useState(0);
  const [live, setLive] = useState<Record<string, { stock: number; available: boolean }>>({});
  const add = useCommerceCall<unknown>();
  const notify = useCommerceCall<void>();
  const [email, setEmail] = useState('');

  useEffect(() => {
    let active = true;
    void withCommerceClient(settings, (client) => client.getStock({ ids: data.variants.map((v) => v.id) })).then((result) => {
      if (active && result.ok) setLive(Object.fromEntries(result.value.map((s) => [s.productId, { stock: s.stock, available: s.available }])));
    });
    return () => {
      active = false;
    };
  }, [data.variants, settings]);

  const variant = pickVariant(data.variants, data.dimensions, selection);
  useProductAnalytics(data, variant, hydrated, { add: add.state, notify: notify.state });
  const stock = variant === null ? 0 : (live[variant.id]?.stock ?? variant.stock);
  const status = variant === null ? 'inactive' : variant.stockStatus === 'inactive' ? 'inactive' : stock > 0 ? 'in-stock' : 'out-of-stock';
  const price = formatPrice(variant?.price ?? null, settings);
  const list = variant?.listPrice != null && variant.price !== null && variant.listPrice > variant.price ? formatPrice(variant.listPrice, settings) : null;
  const regulation = formatPrice(variant?.regulationPrice ?? null, settings);
  const instalment = settings.hidePrices ? null : instalmentOf(variant?.price ?? null, settings.instalments);
  // The battery of the chosen capacity; else the bundle's preferred one (lowest position among the required).
  const capacity = data.dimensions.find((d) => d.code === BATTERY_CODE)?.values.find((o) => o.id === variant?.options[BATTERY_CODE]);
  const battery = variant === null ? null : (data.batteries.find((b) => capacity !== undefined && wattHours(b.name) === wattHours(capacity.name)) ?? chooseRequiredBattery(variant.requiredBatteries, data.batteries.map((b) => ({ ...b, batteryPosition: b.position }))));
  const images = galleryImages(data, variant);
  const shown = images[Math.min(image, images.length - 1)];

  const choose = (code: string, optionId: string): void => {
    const next = pickVariant(data.variants, data.dimensions, { ...selection, [code]: optionId }, code);
    if (next === null) return;
    const params = new URLSearchParams(location.search);
    for (const [c, name] of Object.entries(QUERY_OF)) if (next.options[c] !== undefined) params.set(name, next.options[c] as string);
    const bat = data.dimensions.find((d) => d.code === BATTERY_CODE)?.values.find((o) => o.id === next.options[BATTERY_CODE]);
    const batteryProduct = bat === undefined ? undefined : data.batteries.find((b) => wattHours(b.name) === wattHours(bat.name));
    if (batteryProduct !== undefined) params.set('requiredBattery', batteryProduct.name);
    const colour = next.options[COLOUR_CODE];
    const colourPath = colour === undefined ? undefined : data.colourPaths[colour];
    if (colour !== undefined && colourPath === undefined) params.set(COLOUR_QUERY, colour);
    else params.delete(COLOUR_QUERY);
    const path = colour !== undefined && colour !== data.selectedColour ? (colourPath ?? location.pathname) : location.pathname;
    void navigate({ pathname: path, search: `?${params.toString()}` }, { replace: path === location.pathname, state: { scroll: false } });
  };

  return (
    <>
      <Breadcrumbs crumbs={data.breadcrumbs} onNavigate={() => dispatchListingHistory(sessionStore(), { type: 'SET_BREADCRUMB_CLICKED', clicked: true })} />
      <div className={css.productLayout}>
        <div className={css.gallery}>
          {shown ? <img className={css.mainImage} src={shown.url} {...(shown.srcSet ? { srcSet: shown.srcSet, sizes: GALLERY_SIZES } : {})} alt={shown.alt} width={1600} height={1000} fetchPriority="high" data-gallery-image /> : null}
          <div className={css.thumbs}>
            {images.map((img, i) => (
              <button key={img.url} type="button" className={css.optionButton} style={{ padding: 0 }} aria-pressed={i === image} onClick={() => setImage(i)}>
                <img className={`${css.thumb} ${i === image ? css.thumbActive : ''}`} src={img.thumb} alt={img.alt} loading="lazy" decoding="async" width={80} height={50} />
              </button>
            ))}
          </div>
        </div>
        <div className={css.buyBox}>
          {data.badges.length > 0 || data.label ? <div className={css.chips}>{data.badges.map((b) => <span key={b} className={css.badge}>{b}</span>)}{data.label ? <span className={css.badge}>{data.label}</span> : null}</div> : null}
          <div>
            <h1 className={css.title}>{data.name}</h1>
            {data.subtitle ? <p className={css.muted}>{data.subtitle}</p> : null}
            {data.reviews?.stars && data.reviews.summary ? <RatingLink average={data.reviews.summary.average} count={data.reviews.summary.count} href={`#${REVIEWS_ANCHOR}`} /> : null}
            {data.line ? <p className={css.muted}><a href={data.line.href} data-product-line>{t('shopPartOfLine', { line: data.line.label })}</a></p> : null}
          </div>
          <CompareToggle item={{ objectID: data.id, model: data.name, thumbnail: data.images[0]?.thumb ?? data.hero?.thumb ?? '', sku: data.sku }} placement="detail" />
          <div data-product-price>
            <p className={`${css.bigPrice} ${list ? css.salePrice : ''}`}>{price ?? m.shopPriceOnRequest}{list ? <span className={css.strike}>{t('shopListPrice', { price: list })}</span> : null}</p>
            {price !== null ? <p className={css.muted}>{m.shopVatIncluded}</p> : null}
            {list && regulation ? <p className={css.muted}>{t('shopRegulationPrice', { price: regulation })}</p> : null}
            {instalment !== null ? <p data-instalments>{t('shopInstalments', { price: formatPrice(instalment, settings) ?? '' })}</p> : null}
          </div>
          <h2 className={css.facetTitle}>{m.shopChooseVariant}</h2>
          {data.dimensions.map((d) => (
            <fieldset key={d.code} className={css.optionGroup} data-dimension={d.code}>
              <legend className={css.facetTitle}>{attributeLabel(m, d.key)}</legend>
              <div className={css.chips}>
                {d.values.map((o) => (
                  <button key={o.id} type="button" className={css.optionButton} aria-pressed={selection[d.code] === o.id} disabled={!isAvailable(data.variants, selection, d.code, o.id) && d.code !== COLOUR_CODE} onClick={() => choose(d.code, o.id)} data-option={o.name}>
                    {o.hex ? <span className={css.swatch} style={{ background: o.hex }} aria-hidden="true" /> : null}
                    {o.name}
                    {d.code === 'attrFrameSize' ? <FitSizeMark fit={data.fit} size={o.name} /> : null}
                  </button>
                ))}
              </div>
              {d.code === 'attrFrameSize' ? <FitSizeAdvice fit={data.fit} country={settings.country} /> : null}
            </fieldset>
          ))}
          {battery ? <p data-battery>{t('shopBatteryIncluded', { battery: battery.name })}</p> : null}
          <p className={css.stock[status]} data-stock={status}>
            {status === 'in-stock' ? (stock <= 3 ? t('shopLowStock', { count: stock }) : m.shopInStock) : status === 'out-of-stock' ? m.shopOutOfStock : m.shopInactive}
          </p>
          {status === 'in-stock' && variant !== null ? (
            <button type="button" className={`${button} ${css.full}`} disabled={add.state.status === 'pending'} onClick={() => void add.run(() => withCommerceClient(settings, (client) => client.addCartItem({ productId: variant.id })))} data-add-to-basket>
              {add.state.status === 'pending' ? m.shopAdding : m.shopAddToBasket}
            </button>
          ) : null}
          {add.state.status === 'done' ? (
            <MessageBox kind="success" title={m.shopAdded}><a className={buttonGhost} href={settings.paths.basket} data-go-to-basket>{m.shopGoToBasket}</a></MessageBox>
          ) : null}
          <ShopFault state={add.state} onRetry={add.retry} />
          {status === 'out-of-stock' && variant !== null ? (
            <form className={css.form} data-notify-me onSubmit={(e) => {
              e.preventDefault();
              void notify.run(() => withCommerceClient(settings, (client) => client.addNewsletterSubscription({ email, notifyProductNumber: variant.sku })));
            }}>
              <h2 className={css.facetTitle}>{m.shopNotifyTitle}</h2>
              <p className={css.muted}>{m.shopNotifyText}</p>
              {notify.state.status === 'done' ? <MessageBox kind="success" title={m.shopNotifyDone} /> : (
                <>
                  <label className={css.label}>{m.shopEmail}<input className={css.input} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" /></label>
                  <button type="submit" className={buttonGhost}>{m.shopNotifySubmit}</button>
                </>
              )}
              <ShopFault state={notify.state} onRetry={notify.retry} />
            </form>
          ) : null}
          <p className={css.muted}>{m.shopSecure}</p>
        </div>
      </div>
      <DealersWithBike productNumber={variant?.sku ?? null} />
      <CycleToWorkSection price={variant?.price ?? null} settings={settings} />
      {data.keyFeatures.length > 0 ? (
        <section className={css.section}>
          <h2 className={css.sectionTitle}>{m.shopKeyFeatures}</h2>
          <ul className={css.features}>{data.keyFeatures.map((f) => <li key={f} className={css.feature}>{f}</li>)}</ul>
          {data.description ? data.description.split(/\n{2,}/).map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>) : null}
        </section>
      ) : null}
      <section className={css.section}>
        <h2 className={css.sectionTitle}>{m.shopTechnicalSpecs}</h2>
        <ScrollRegion className={css.tableScroll} label={m.shopTechnicalSpecs}>
          <table className={css.table} data-specs><tbody>{data.specs.map((s) => <tr key={s.key}><th scope="row">{attributeLabel(m, s.key)}</th><td>{s.value}</td></tr>)}</tbody></table>
        </ScrollRegion>
      </section>
      {data.geometryRows.length > 0 ? (
        <section className={css.section}>
          <h2 className={css.sectionTitle}>{m.shopGeometry}</h2>
          {data.geometryImage ? <img className={css.hero} src={data.geometryImage.url} alt={data.geometryImage.alt} loading="lazy" decoding="async" width={1600} height={1000} /> : null}
          <ScrollRegion className={css.tableScroll} label={m.shopGeometry}>
            <GeometryTable data={data} />
          </ScrollRegion>
        </section>
      ) : null}
      <ProductReviews data={data.reviews} />
      {data.legalNotes.length > 0 ? (
        <section className={css.section}>
          <h2 className={css.sectionTitle}>{m.shopLegalNotes}</h2>
          {data.legalNotes.map((n) => <p key={n} className={css.muted}>{n}</p>)}
        </section>
      ) : null}
    </>
  );
}

/** Geometry rows per frame size (one column per size). */
function GeometryTable({ data }: { readonly data: ProductPageData }): ReactNode {
  const { m } = useMessages();
  const sizes = data.dimensions.find((d) => d.code === 'attrFrameSize')?.values ?? [];
  const valueFor = (sizeId: string, code: string): string => data.variants.find((v) => v.options['attrFrameSize'] === sizeId && v.geometry[code] !== undefined)?.geometry[code] ?? '–';
  return (
    <table className={css.table} data-geometry>
      <thead><tr><th scope="col">{m.attr_frameSize}</th>{sizes.map((s) => <th key={s.id} scope="col">{s.name}</th>)}</tr></thead>
      <tbody>
        {data.geometryRows.map((code) => (
          <tr key={code}><th scope="row">{attributeLabel(m, code, 'geo')}</th>{sizes.map((s) => <td key={s.id}>{valueFor(s.id, code)}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}
