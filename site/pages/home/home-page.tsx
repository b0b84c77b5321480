import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { BikeIllustration } from '../../components/bike-illustration.tsx';
import { Icon } from '../../components/icon.tsx';
import { useSite } from '../../data/use-site.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { brandThemes } from '../../config/current-brand.ts';
import { button, buttonGhost, container, section } from '../../styles/layout.css.ts';
import * as css from './home-page.css.ts';
import { GallerySection } from '../../galleries/gallery-section.tsx';

/** Home page data: where the calls to action and range teasers lead. */
export interface HomeData {
  readonly heroTheme: 'light' | 'dark';
  readonly primaryHref: string;
  readonly dealerHref: string;
  readonly ranges: readonly { readonly key: 'City' | 'Trekking' | 'Comfort'; readonly href: string }[];
}

/** The locale's home page: hero, range teasers. Editorial content replaces the copy once it is in the content service. */
export default function HomePage({ data }: PageProps<HomeData>): ReactNode {
  const site = useSite();
  const { m, t } = useMessages();
  return (
    <>
      <section className={`${css.hero} ${data.heroTheme === 'dark' ? brandThemes.dark : ''}`}>
        <div className={`${container} ${css.heroGrid}`}>
          <div>
            <span className={css.eyebrow}>{m.heroEyebrow}</span>
            <h1 className={css.title}>{t('heroTitle', { brand: site.brand.name })}</h1>
            <p className={css.lead}>{m.heroText}</p>
            <div className={css.ctas}>
              <a className={button} href={data.primaryHref}>
                {m.heroCta} <Icon name="arrow" size="md" />
              </a>
              <a className={buttonGhost} href={data.dealerHref}>
                <Icon name="pin" size="md" /> {m.heroSecondaryCta}
              </a>
            </div>
          </div>
          <figure className={css.figure}>
            <BikeIllustration title={`${site.brand.name} ${m.navEbikes}`} />
          </figure>
        </div>
      </section>
      <section className={`${container} ${section}`} aria-labelledby="ranges-title">
        <h2 id="ranges-title" className={css.rangesTitle}>{m.rangesTitle}</h2>
        <div className={css.ranges}>
          {data.ranges.map((r, i) => (
            <a key={r.key} className={css.card} href={r.href}>
              <BikeIllustration title={m[`range${r.key}`]} variant={i + 1} />
              <div className={css.cardBody}>
                <h3 className={css.cardTitle}>
                  {m[`range${r.key}`]} <Icon name="arrow" size="md" />
                </h3>
                <p className={css.cardText}>{m[`range${r.key}Text`]}</p>
              </div>
            </a>
          ))}
        </div>
      </section>
      <GallerySection />
    </>
  );
}
