import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, buttonGhost, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** `/500.html`: shown when a page's data fails to load on the server side of things. */
export default function ErrorPage({ data }: PageProps<{ readonly homeHref: string }>): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.wrap}`}>
      <p className={css.code} aria-hidden="true">500</p>
      <h1 className={css.title}>{m.errorTitle}</h1>
      <p className={css.text}>{m.errorText}</p>
      <ul className={css.links}>
        <li><a className={button} href="">{m.reload}</a></li>
        <li><a className={buttonGhost} href={data.homeHref}>{m.backHome}</a></li>
      </ul>
    </div>
  );
}
