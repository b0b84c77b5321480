import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ProductLineData } from '../../commerce/catalogue/page-data.ts';
import { Breadcrumbs } from '../../commerce/browser/breadcrumbs.tsx';
import { ProductTile } from '../../commerce/browser/product-tile.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { container } from '../../styles/layout.css.ts';

/** A product line (page kind ProductLine) from commerce data: hero, intro and its models. */
export default function ProductLinePage({ data }: PageProps<ProductLineData>): ReactNode {
  return (
    <div className={`${container} ${css.page}`}>
      <Breadcrumbs crumbs={data.breadcrumbs} />
      {data.hero ? <img className={css.hero} src={data.hero.url} alt={data.hero.alt} width={2400} height={1000} /> : null}
      <h1 className={css.title}>{data.name}</h1>
      {data.intro ? <p className={css.subtitle}>{data.intro}</p> : null}
      <div className={`${css.grid} ${css.gridCols[3]}`}>{data.tiles.map((tile) => <ProductTile key={tile.id} tile={tile} settings={data.commerce} />)}</div>
    </div>
  );
}
