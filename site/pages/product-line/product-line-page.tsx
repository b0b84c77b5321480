import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ProductLineData } from '../../commerce/catalogue/page-data.ts';
import { Breadcrumbs } from '../../commerce/browser/breadcrumbs.tsx';
import { ProductTile } from '../../commerce/browser/product-tile.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { container } from '../../styles/layout.css.ts';
import { EditorialBelow, EditorialHero, EditorialIntro } from '../../content/render/editorial-parts.tsx';
import { useListingAnalytics } from '../../analytics/use-ecommerce-events.ts';
import { GallerySection } from '../../galleries/gallery-section.tsx';

/**
 * A product line (page kind ProductLine) from commerce data: hero, intro and its models. A content story on the
 * same path replaces the hero and intro with its own and adds its body below the models.
 */
export default function ProductLinePage({ data }: PageProps<ProductLineData>): ReactNode {
  const editorial = data.editorial;
  useListingAnalytics({ list: { id: `line:${data.name}`, name: data.name, breadcrumbs: data.breadcrumbs }, tiles: data.tiles, settings: data.commerce });
  return (
    <>
      <EditorialHero parts={editorial} />
      <div className={`${container} ${css.page}`}>
        <Breadcrumbs crumbs={data.breadcrumbs} />
        {editorial?.hero ? null : (
          <>
            {data.hero ? <img className={css.hero} src={data.hero.url} alt={data.hero.alt} width={2400} height={1000} /> : null}
            <h1 className={css.title}>{data.name}</h1>
          </>
        )}
        {editorial?.intro ? <EditorialIntro parts={editorial} className={css.subtitle} /> : !editorial?.hero && data.intro ? <p className={css.subtitle}>{data.intro}</p> : null}
        <div className={`${css.grid} ${css.gridCols[3]}`}>{data.tiles.map((tile) => <ProductTile key={tile.id} tile={tile} settings={data.commerce} />)}</div>
      </div>
      {data.line ? <GallerySection line={data.line} /> : null}
      <EditorialBelow parts={editorial} />
    </>
  );
}
