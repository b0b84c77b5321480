import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ProductLineListingData } from '../../commerce/catalogue/page-data.ts';
import { Breadcrumbs } from '../../commerce/browser/breadcrumbs.tsx';
import { formatPrice } from '../../commerce/browser/format-price.ts';
import { TILE_SIZES } from '../../commerce/browser/image-sizes.ts';
import * as css from '../../commerce/browser/shop.css.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';
import { EditorialBelow, EditorialHero, EditorialIntro } from '../../content/render/editorial-parts.tsx';

/** Every product line of the brand (page kind ProductLineListing), from commerce data. */
export default function ProductLineListingPage({ data }: PageProps<ProductLineListingData>): ReactNode {
  const { t, m } = useMessages();
  return (
    <>
    <EditorialHero parts={data.editorial} />
    <div className={`${container} ${css.page}`}>
      <Breadcrumbs crumbs={data.breadcrumbs} />
      {data.editorial?.hero ? null : <h1 className={css.title}>{data.title}</h1>}
      <EditorialIntro parts={data.editorial} className={css.subtitle} />
      <div className={`${css.grid} ${css.gridCols[3]}`}>
        {data.lines.map((line) => {
          const price = formatPrice(line.fromPrice, data.commerce);
          return (
            <a key={line.href} className={css.tile} href={line.href} data-line-tile>
              {line.image ? <img className={css.tileImage} src={line.image.thumb} {...(line.image.srcSet ? { srcSet: line.image.srcSet, sizes: TILE_SIZES } : {})} alt={line.image.alt} loading="lazy" decoding="async" width={800} height={500} /> : null}
              <div className={css.tileBody}>
                <h2 className={css.tileName}>{line.name}</h2>
                <p className={css.muted}>{t('shopResults', { count: line.models })}</p>
                <p className={css.price}>{price === null ? m.shopDiscover : t('shopFrom', { price })}</p>
              </div>
            </a>
          );
        })}
      </div>
    </div>
    <EditorialBelow parts={data.editorial} />
    </>
  );
}
