import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ProductPageData } from '../../commerce/catalogue/page-data.ts';
import { ProductDetail } from '../../commerce/browser/product-detail.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { container } from '../../styles/layout.css.ts';

/** Product detail (page kind Product), rendered at build time per parent and colour (the child slug). */
export default function ProductPage({ data }: PageProps<ProductPageData>): ReactNode {
  return (
    <div className={`${container} ${css.page}`}>
      <ProductDetail data={data} />
    </div>
  );
}
