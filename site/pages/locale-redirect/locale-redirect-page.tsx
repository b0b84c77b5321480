import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** Where `/` sends visitors: the default locale, and every locale as a visible choice. */
export interface LocaleRedirectData {
  readonly target: string;
  readonly title: string;
  readonly text: string;
  readonly locales: readonly { readonly href: string; readonly label: string; readonly tag: string }[];
}

/**
 * `/index.html` on a static host: a meta refresh and a script (site head
 * tags) send the visitor to the default locale; this is the visible link.
 */
export default function LocaleRedirectPage({ data }: PageProps<LocaleRedirectData>): ReactNode {
  return (
    <div className={`${container} ${css.wrap}`}>
      <h1 className={css.title}>{data.title}</h1>
      <p className={css.text}>
        {data.text} <a href={data.target}>{data.target}</a>
      </p>
      <ul className={css.links}>
        {data.locales.map((l) => (
          <li key={l.href}>
            <a href={l.href} hrefLang={l.tag} lang={l.tag}>{l.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
