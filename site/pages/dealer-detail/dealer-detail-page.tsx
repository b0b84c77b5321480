import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { DealerDetails } from '../../dealers/dealer-details.tsx';
import type { DealerDetailData } from '../../dealers/dealer-detail-data.ts';
import { jsonLdText } from '../../dealers/local-business-json-ld.ts';
import * as css from '../../dealers/dealer-finder.css.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';

/** A dealer's own page (sparta nl-nl): name, address, route, phone, website, opening hours, services, LocalBusiness JSON-LD. */
export default function DealerDetailPage({ data }: PageProps<DealerDetailData>): ReactNode {
  const { m } = useMessages();
  const { dealer } = data;
  return (
    <div className={container}>
      <article className={css.detail} data-dealer-detail={dealer.id}>
        <div className={css.detailBlock}>
          <p><a className={css.actionLink} href={data.finderHref} data-dealer-finder-link>← {m.dealerAllDealers}</a></p>
          <h1 className={css.detailTitle}>{dealer.name}</h1>
          <DealerDetails dealer={dealer} tag={data.tag} level="h2" />
        </div>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.jsonLd) }} />
    </div>
  );
}
