import type { ReactNode } from 'react';
import { button, container } from '../../../styles/layout.css.ts';
import type { BannerBlock } from '../../model/blocks.ts';
import { ContentLink } from '../content-link.tsx';
import { ContentPicture } from '../content-picture.tsx';
import * as css from '../content.css.ts';

/** A banner: message and link on the brand colour, with an optional image beside it. */
export function BannerView({ block }: { block: BannerBlock }): ReactNode {
  const tone = block.tone === 'accent' ? css.bannerAccent : block.tone === 'surface' ? '' : css.bannerPrimary;
  return (
    <div className={`${container} ${css.blockSection}`}>
      <aside className={`${css.banner} ${tone}`}>
        <div className={css.bannerBody}>
          <h2 className={css.blockTitle}>{block.headline}</h2>
          {block.text ? <p className={css.bannerText}>{block.text}</p> : null}
          {block.link && block.label ? (
            <div className={css.ctas}>
              <ContentLink link={block.link} className={`${button} ${tone === '' ? '' : css.onColourButton}`}>{block.label}</ContentLink>
            </div>
          ) : null}
        </div>
        {block.image ? <ContentPicture asset={block.image} width={960} height={640} className={css.bannerImage} /> : null}
      </aside>
    </div>
  );
}
