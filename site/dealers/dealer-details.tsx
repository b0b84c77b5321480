import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { button, buttonGhost } from '../styles/layout.css.ts';
import type { Dealer, DealerService } from './client/dealer-types.ts';
import { DEALER_SERVICES } from './client/dealer-types.ts';
import { offered, SERVICE_LABEL } from './dealer-card.tsx';
import { addressLine, directionsUrl, openingWeek, telHref, websiteLabel } from './format-dealer.ts';
import * as css from './dealer-finder.css.ts';

/** The week's opening hours in the locale's day names and time format; closed days say so. */
export function OpeningHours({ dealer, tag }: { readonly dealer: Dealer; readonly tag: string }): ReactNode {
  const { m } = useMessages();
  return (
    <dl className={css.hours} data-opening-hours>
      {openingWeek(dealer.openingHours, tag).map((day) => (
        <div key={day.day} style={{ display: 'contents' }}>
          <dt>{day.label}</dt>
          <dd>{day.spans.length > 0 ? day.spans.join(', ') : m.dealerClosed}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the dealer panel and the dealer page show: address, route planner, phone, website and e-mail, opening hours
 * and services. `Title` is the heading level of the sections.
 */
export function DealerDetails({ dealer, tag, services = DEALER_SERVICES, level = 'h3' }: { readonly dealer: Dealer; readonly tag: string; readonly services?: readonly DealerService[]; readonly level?: 'h2' | 'h3' }): ReactNode {
  const { m } = useMessages();
  const Title = level;
  const shown = offered(dealer, services);
  return (
    <>
      <address className={css.address}>{addressLine(dealer)}</address>
      <div className={css.panelActions}>
        <a className={button} href={directionsUrl(dealer.position)} rel="noopener" target="_blank" data-directions>{m.dealerDirections}</a>
        {dealer.phone ? <a className={buttonGhost} href={telHref(dealer.phone)} data-phone>{m.dealerCall}: {dealer.phone}</a> : null}
        {dealer.website ? <a className={buttonGhost} href={dealer.website} rel="noopener" target="_blank" data-website>{websiteLabel(dealer.website)}</a> : null}
        {dealer.email ? <a className={buttonGhost} href={`mailto:${dealer.email}`}>{m.dealerEmail}</a> : null}
      </div>
      <section className={css.detailBlock}>
        <Title className={css.sectionTitle}>{m.dealerOpeningHours}</Title>
        <OpeningHours dealer={dealer} tag={tag} />
      </section>
      {shown.length > 0 ? (
        <section className={css.detailBlock}>
          <Title className={css.sectionTitle}>{m.dealerServices}</Title>
          <ul className={css.tags}>{shown.map((s) => <li key={s} className={css.tag}>{m[SERVICE_LABEL[s]]}</li>)}</ul>
        </section>
      ) : null}
    </>
  );
}
