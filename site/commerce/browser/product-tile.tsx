import { memo, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';
import type { ListingTile } from '../catalogue/page-data.ts';
import { formatPrice } from './format-price.ts';
import { TILE_SIZES } from './image-sizes.ts';
import * as css from './shop.css.ts';
import { FitTileAdvice } from '../../fit/fit-advice.tsx';
import { tileCell } from '../../fit/fit.css.ts';
import { CompareToggle } from '../../compare/compare-toggle.tsx';
import { tileFrame } from '../../compare/compare.css.ts';
import { StarRating } from '../../reviews/star-rating.tsx';

/**
 * A listing tile: image, badges, name, colours, "from" price (hidden where the brand says so).
 * Memoised: a listing re-renders after hydration (the URL's state applies, the browser services start, fresh
 * prices arrive), and a tile whose page data and price did not change has nothing new to show. Without it, each
 * of those renders re-rendered every tile of the page.
 */
export const ProductTile = memo(function ProductTile({ tile, settings, price }: { readonly tile: ListingTile; readonly settings: CommerceSettings; readonly price?: number | null }): ReactNode {
  const { t, m } = useMessages();
  const current = price === undefined ? tile.price : price;
  const amount = formatPrice(current, settings);
  const list = tile.listPrice !== null && current !== null && tile.listPrice > current ? formatPrice(tile.listPrice, settings) : null;
  return (
    <div className={`${tileCell} ${tileFrame}`}>
    <a className={css.tile} href={tile.href} data-product-tile={tile.sku}>
      {tile.image ? <img className={css.tileImage} src={tile.image.thumb} {...(tile.image.srcSet ? { srcSet: tile.image.srcSet, sizes: TILE_SIZES } : {})} alt={tile.image.alt} loading="lazy" decoding="async" width={800} height={500} /> : null}
      <div className={css.tileBody}>
        {tile.badges.length > 0 || tile.label ? (
          <div className={css.chips}>
            {tile.badges.map((b) => <span key={b} className={css.badge}>{b}</span>)}
            {tile.label ? <span className={css.badge}>{tile.label}</span> : null}
          </div>
        ) : null}
        <h2 className={css.tileName}>{tile.name}</h2>
        {tile.rating ? <StarRating average={tile.rating[0]} count={tile.rating[1]} /> : null}
        {tile.subtitle ? <p className={css.muted}>{tile.subtitle}</p> : null}
        {tile.colours.length > 0 ? (
          // The dots are a picture of the colours: role img takes the name (a plain div may not), read as part of the link.
          <div className={css.swatches} role="img" aria-label={`${m.attr_colour}: ${tile.colours.map((c) => c.name).join(', ')}`}>
            {tile.colours.map((c) => <span key={c.id} className={css.swatch} title={c.name} style={c.hex ? { background: c.hex } : undefined} />)}
          </div>
        ) : null}
        <p className={`${css.price} ${list ? css.salePrice : ''}`} data-price>
          {amount === null ? m.shopPriceOnRequest : t('shopFrom', { price: amount })}
          {list ? <span className={css.strike}>{list}</span> : null}
        </p>
      </div>
    </a>
    {/* A sibling of the link (a button may not sit inside one), laid over the picture. */}
    <CompareToggle item={{ objectID: tile.id, model: tile.name, thumbnail: tile.image?.thumb ?? '', sku: tile.sku }} placement="tile" />
    <FitTileAdvice fit={tile.fit} country={settings.country} />
    </div>
  );
});
