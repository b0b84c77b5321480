import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';
import { SearchView } from '../../search/search-view.tsx';
import * as css from '../../commerce/browser/shop.css.ts';

/** Search page data: the form's action. */
export interface SearchData {
  readonly action: string;
}

/**
 * Search (fixed route `/{locale}/search/`): the locale's index queried in the browser (site/search), with
 * facets, sorting and paging in the URL. Without JavaScript the GET form on `?q=` still works.
 */
export default function SearchPage({ data }: PageProps<SearchData>): ReactNode {
  const { m } = useMessages();
  return (
    <div className={`${container} ${css.page}`}>
      <h1 className={css.title}>{m.search}</h1>
      <p className={css.subtitle}>{m.searchIntro}</p>
      <SearchView action={data.action} />
    </div>
  );
}
