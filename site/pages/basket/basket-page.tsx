import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** Basket page data: where "continue shopping" leads and the market's currency. */
export interface BasketData {
  readonly continueHref: string;
  readonly currency: string;
}

/**
 * The basket (fixed route `/{locale}/basket/`). The static page shows the
 * empty state; the commerce layer fills the cart in the browser.
 */
export default function BasketPage({ data }: PageProps<BasketData>): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.wrap}`}>
      <h1 className={css.title}>{m.basketTitle}</h1>
      <div className={css.panel} data-currency={data.currency}>
        <Icon name="basket" size="xxl" />
        <h2>{m.basketEmpty}</h2>
        <p className={css.text}>{m.basketEmptyText}</p>
        <a className={button} href={data.continueHref}>{m.continueShopping}</a>
      </div>
    </div>
  );
}
