import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** Search page data: the form's action. */
export interface SearchData {
  readonly action: string;
}

/** Search (fixed route `/{locale}/search/`): a GET form on `?q=`, usable without JavaScript. */
export default function SearchPage({ data }: PageProps<SearchData>): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.wrap}`}>
      <h1 className={css.title}>{m.search}</h1>
      <p className={css.text}>{m.searchIntro}</p>
      <form role="search" action={data.action} method="get" className={css.form}>
        <label htmlFor="search-q" className={css.label} style={{ flexBasis: '100%' }}>{m.searchLabel}</label>
        <input id="search-q" name="q" type="search" className={css.input} placeholder={m.searchPlaceholder} autoComplete="off" />
        <button type="submit" className={button}>{m.searchSubmit}</button>
      </form>
    </div>
  );
}
