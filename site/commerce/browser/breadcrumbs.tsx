import type { ReactNode } from 'react';
import type { Crumb } from '../catalogue/page-data.ts';
import * as css from './shop.css.ts';

/** The breadcrumb trail (the brand's depth is applied when the data is made). `onNavigate` marks a crumb click. */
export function Breadcrumbs({ crumbs, onNavigate }: { readonly crumbs: readonly Crumb[]; readonly onNavigate?: () => void }): ReactNode {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={css.crumbs}>
        {crumbs.map((c, i) => (
          <li key={c.href}>
            {i === crumbs.length - 1 ? <span aria-current="page">{c.label}</span> : <a href={c.href} onClick={onNavigate}>{c.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
