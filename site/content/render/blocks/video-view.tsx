import type { ReactNode } from 'react';
import { FEATURE_GROUPS } from '../../../consent/consent-gate.ts';
import { useFeatureConsent } from '../../../consent/use-feature-consent.ts';
import { useMessages } from '../../../i18n/use-messages.ts';
import { container } from '../../../styles/layout.css.ts';
import type { BlockOf } from '../../model/blocks.ts';
import * as css from '../content.css.ts';
import { ConsentPlaceholder } from './consent-placeholder.tsx';

/**
 * A video (or any embeddable page) in a 16:9 frame, loaded only with consent for video (C0001 and C0003, spec §5):
 * the static HTML and every render without that consent show a placeholder that names the host, says why, and
 * offers the cookie settings and a link to watch on the host's own site. No request goes to the host before.
 */
export function VideoView({ block }: { block: BlockOf<'video'> }): ReactNode {
  const { t } = useMessages();
  const consent = useFeatureConsent(FEATURE_GROUPS.video);
  const title = t('contentVideoTitle', { title: block.title });
  return (
    <section className={`${container} ${css.blockSection}`}>
      <figure style={{ margin: 0 }}>
        <div className={css.ratio16x9}>
          {consent.status === 'granted'
            ? <iframe src={block.url} title={title} loading="lazy" sandbox="allow-scripts allow-presentation allow-popups" allow="encrypted-media; picture-in-picture; fullscreen" />
            : <ConsentPlaceholder kind="video" title={block.title} url={block.url} consent={consent} />}
        </div>
        {block.caption ? <figcaption className={css.caption}>{block.caption}</figcaption> : null}
      </figure>
    </section>
  );
}
