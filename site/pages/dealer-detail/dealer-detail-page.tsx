import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { DEALER_SERVICES } from '../../dealers/client/dealer-types.ts';
import { offered, SERVICE_LABEL } from '../../dealers/dealer-card.tsx';
import { OpeningHours } from '../../dealers/dealer-details.tsx';
import type { DealerDetailData } from '../../dealers/dealer-detail-data.ts';
import * as css from '../../dealers/dealer-finder.css.ts';
import { addressLine, directionsUrl, telHref, websiteLabel } from '../../dealers/format-dealer.ts';
import { jsonLdText } from '../../structured-data/json-ld.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, buttonGhost, container } from '../../styles/layout.css.ts';

/** A dealer's own page (sparta nl-nl): name, address, route, phone, website, opening hours, services, LocalBusiness JSON-LD. */
export default function DealerDetailPage({ data }: PageProps<DealerDetailData>): ReactNode {
  const { m } = useMessages();
  const { dealer } = data;
  const services = offered(dealer, DEALER_SERVICES);
  return (
    <div className={container}>
      <article className={css.detail} data-dealer-detail={dealer.id}>
        <div className={css.detailBlock}>
          <p style={{ margin: 0 }}><a className={css.actionLink} href={data.finderHref} data-dealer-finder-link>← {m.dealerAllDealers}</a></p>
          <h1 className={css.detailTitle}>{dealer.name}</h1>
          <section className={css.detailSection} aria-labelledby="dealer-address">
            <h2 id="dealer-address" className={css.sectionTitle}>{m.dealerAddress}</h2>
            <address className={css.address}>{addressLine(dealer)}</address>
            <div className={css.panelActions}>
              <a className={button} href={directionsUrl(dealer.position)} rel="noopener" target="_blank" data-directions>{m.dealerDirections}</a>
              {dealer.phone ? <a className={buttonGhost} href={telHref(dealer.phone)} data-phone>{m.dealerCall}: {dealer.phone}</a> : null}
            </div>
          </section>
          <section className={css.detailSection} aria-labelledby="dealer-contact">
            <h2 id="dealer-contact" className={css.sectionTitle}>{m.dealerContact}</h2>
            <ul className={css.list} style={{ gap: '0.4rem' }}>
              {dealer.website ? <li><a className={css.actionLink} href={dealer.website} rel="noopener" target="_blank" data-website>{websiteLabel(dealer.website)}</a></li> : null}
              {dealer.email ? <li><a className={css.actionLink} href={`mailto:${dealer.email}`}>{dealer.email}</a></li> : null}
              {dealer.phone ? <li><a className={css.actionLink} href={telHref(dealer.phone)}>{dealer.phone}</a></li> : null}
            </ul>
          </section>
          {services.length > 0 ? (
            <section className={css.detailSection} aria-labelledby="dealer-services">
              <h2 id="dealer-services" className={css.sectionTitle}>{m.dealerServices}</h2>
              <ul className={css.tags}>{services.map((s) => <li key={s} className={css.tag}>{m[SERVICE_LABEL[s]]}</li>)}</ul>
            </section>
          ) : null}
        </div>
        <aside className={`${css.card} ${css.detailSection}`} aria-labelledby="dealer-hours">
          <h2 id="dealer-hours" className={css.sectionTitle}>{m.dealerOpeningHours}</h2>
          <OpeningHours dealer={dealer} tag={data.tag} />
        </aside>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.jsonLd) }} />
    </div>
  );
}
