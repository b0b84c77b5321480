import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import type { Messages } from '../i18n/messages/en.ts';
import type { Dealer, DealerService } from './client/dealer-types.ts';
import { addressLine, directionsUrl, formatDistance, telHref, websiteLabel } from './format-dealer.ts';
import * as css from './dealer-finder.css.ts';

/** The dictionary key of a service's label. */
export const SERVICE_LABEL: Readonly<Record<DealerService, keyof Messages>> = {
  collectInStore: 'dealerServiceCollectInStore',
  testCenter: 'dealerServiceTestCenter',
  mountainBikes: 'dealerServiceMountainBikes',
  roadBikes: 'dealerServiceRoadBikes',
  electricBikes: 'dealerServiceElectricBikes',
  cargoBikes: 'dealerServiceCargoBikes',
  rental: 'dealerServiceRental',
  repair: 'dealerServiceRepair',
};

/** The services a dealer offers, in the given order. */
export const offered = (dealer: Pick<Dealer, 'services'>, order: readonly DealerService[]): readonly DealerService[] => order.filter((s) => dealer.services[s]);

export interface DealerCardProps {
  readonly dealer: Dealer;
  /** Kilometres from the searched place, when there is one. */
  readonly distanceKm?: number | undefined;
  /** BCP 47 tag for the distance. */
  readonly tag: string;
  /** Services to show as tags (the country's filters). */
  readonly services: readonly DealerService[];
  /** The name as a link that opens the dealer panel (its hash): the finder; absent: plain text. */
  readonly openHref?: string | undefined;
  readonly onOpen?: (() => void) | undefined;
  /** The dealer's detail page (sparta nl-nl). */
  readonly detailHref?: string | undefined;
  readonly active?: boolean;
  /** Heading level of the name. @default 'h3' */
  readonly level?: 'h2' | 'h3';
  readonly children?: ReactNode;
}

/** One dealer in a list: name, distance, address, services, phone, website and route (plain links: useful without JavaScript). */
export function DealerCard({ dealer, distanceKm, tag, services, openHref, onOpen, detailHref, active = false, level = 'h3', children }: DealerCardProps): ReactNode {
  const { m, t } = useMessages();
  const Heading = level;
  const shown = offered(dealer, services);
  return (
    <article className={active ? `${css.card} ${css.cardActive}` : css.card} data-dealer={dealer.id}>
      <div className={css.cardHead}>
        <Heading className={css.cardName}>
          {openHref ? (
            <a href={openHref} data-dealer-open={dealer.id} onClick={onOpen ? (e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onOpen();
            } : undefined}>{dealer.name}</a>
          ) : dealer.name}
        </Heading>
        {distanceKm === undefined ? null : <span className={css.distance} data-distance>{t('dealerAway', { distance: formatDistance(distanceKm, tag) })}</span>}
      </div>
      <address className={css.address}>{addressLine(dealer)}</address>
      {shown.length > 0 ? <ul className={css.tags} aria-label={m.dealerServices}>{shown.map((s) => <li key={s} className={css.tag}>{m[SERVICE_LABEL[s]]}</li>)}</ul> : null}
      {children}
      <div className={css.actions}>
        {dealer.phone ? <a className={css.actionLink} href={telHref(dealer.phone)}>{dealer.phone}</a> : null}
        {dealer.website ? <a className={css.actionLink} href={dealer.website} rel="noopener" target="_blank">{websiteLabel(dealer.website)}</a> : null}
        <a className={css.actionLink} href={directionsUrl(dealer.position)} rel="noopener" target="_blank">{m.dealerDirections}</a>
        {detailHref ? <a className={css.actionLink} href={detailHref} data-dealer-page>{m.dealerDetailPage}</a> : null}
      </div>
    </article>
  );
}
