import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, buttonGhost, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** Links offered on the not-found page. */
export interface NotFoundData {
  readonly homeHref: string;
  readonly searchHref: string;
}

/** Catch-all page of a locale (and `/404.html`): says what happened and offers a way on. */
export default function NotFoundPage({ data }: PageProps<NotFoundData>): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.wrap}`}>
      <p className={css.code} aria-hidden="true">404</p>
      <h1 className={css.title}>{m.notFoundTitle}</h1>
      <p className={css.text}>{m.notFoundText}</p>
      <ul className={css.links}>
        <li><a className={button} href={data.homeHref}>{m.backHome}</a></li>
        <li><a className={buttonGhost} href={data.searchHref}>{m.search}</a></li>
      </ul>
    </div>
  );
}
