import { usePage } from '@cycle/engine/react';
import type { ReactNode } from 'react';
import { useSite } from '../data/use-site.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Icon } from './icon.tsx';
import * as css from './locale-switcher.css.ts';

/** Path part of an absolute alternate URL. */
const pathOf = (href: string): string => new URL(href).pathname;

/**
 * Country and language switcher. It keeps the page: each locale links to the
 * page's alternate in that locale (by hreflang), else to that locale's home.
 * Built on <details> so it works before and without JavaScript.
 */
export function LocaleSwitcher(): ReactNode {
  const site = useSite();
  const page = usePage();
  const { m } = useMessages();
  const byTag = new Map(page.head.alternates.map((a) => [a.hreflang, pathOf(a.href)]));
  return (
    <details className={css.root}>
      <summary className={css.summary} aria-label={`${site.locale.id.toUpperCase()} – ${m.countryAndLanguage}: ${site.locale.countryName}, ${site.locale.languageName}`}>
        <Icon name="globe" size="md" />
        <span className={css.code}>{site.locale.id.toUpperCase()}</span>
      </summary>
      <div className={css.panel}>
        <p className={css.heading}>{m.chooseLocale}</p>
        <ul className={css.list}>
          {site.locales.map((l) => (
            <li key={l.id}>
              <a
                href={byTag.get(l.tag) ?? l.path}
                hrefLang={l.tag}
                lang={l.tag}
                className={css.link}
                aria-current={l.id === site.locale.id ? 'true' : undefined}
              >
                <span>{l.countryName}</span> <span className={css.lang}>{l.languageName}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
