import type { SliceProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { brandThemes } from '../config/current-brand.ts';
import type { FooterData } from '../data/site-data.ts';
import { useSite } from '../data/use-site.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { Icon } from '../components/icon.tsx';
import { container } from '../styles/layout.css.ts';
import * as css from './footer.css.ts';

/** Site footer (slice): promises, link groups, locale and copyright; light or dark by brand. */
export function Footer({ data }: SliceProps<FooterData>): ReactNode {
  const site = useSite();
  const { m, t } = useMessages();
  return (
    <footer className={`${css.footer} ${data.theme === 'dark' ? brandThemes.dark : brandThemes.light}`} data-theme={data.theme}>
      <div className={container}>
        <ul className={css.usps}>
          <li className={css.usp}><Icon name="pin" /> {m.uspDealers}</li>
          <li className={css.usp}><Icon name="shield" /> {m.uspWarranty}</li>
          <li className={css.usp}><Icon name="truck" /> {m.uspDelivery}</li>
        </ul>
        <div className={css.grid}>
          <div>
            <p className={css.brand}>{site.brand.name}</p>
            <p className={css.tagline}>{t('heroTitle', { brand: site.brand.name })}</p>
          </div>
          {data.groups.map((g) => (
            <nav key={g.title} aria-label={g.title}>
              <h2 className={css.groupTitle}>{g.title}</h2>
              <ul className={css.list}>
                {g.links.map((l) => (
                  <li key={l.href}>
                    <a className={css.link} href={l.href}>{l.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={css.bottom}>
          <span>{t('copyright', { year: site.year, brand: site.brand.name })}</span>
          <span>{site.locale.countryName} · {site.locale.languageName}</span>
        </div>
      </div>
    </footer>
  );
}
