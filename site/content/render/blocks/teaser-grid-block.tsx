import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../i18n/use-messages.ts';
import { container } from '../../../styles/layout.css.ts';
import type { Asset, Multilink } from '../../model/fields.ts';
import type { BlockOf } from '../../model/blocks.ts';
import { ContentLink } from '../content-link.tsx';
import { ContentPicture } from '../content-picture.tsx';
import * as css from '../content.css.ts';

/** One card: image, title, text and a "read more" line; the whole card is the link. */
export function Card({ image, title, text, link, more, meta }: { image: Asset; title: string; text?: string | undefined; link: Multilink | { linktype: 'story'; full_slug: string }; more?: string | undefined; meta?: string | undefined }): ReactNode {
  const { m } = useMessages();
  return (
    <ContentLink link={link} className={css.card}>
      <ContentPicture asset={image} width={600} height={400} className={css.cardMedia} />
      <span className={css.cardBody}>
        {meta ? <span className={css.meta}>{meta}</span> : null}
        <span className={css.cardTitle}>{title}</span>
        {text ? <span className={css.cardText}>{text}</span> : null}
        <span className={css.cardMore}>{more ?? m.contentReadMore} <Icon name="arrow" size="sm" /></span>
      </span>
    </ContentLink>
  );
}

/** Teasers in a responsive grid (1, 2, then 3 columns). */
export function TeaserGridView({ block }: { block: BlockOf<'teaser_grid'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      {block.headline ? <h2 className={css.blockTitle}>{block.headline}</h2> : null}
      {block.intro ? <p className={css.blockIntro}>{block.intro}</p> : null}
      <div className={css.cardGrid}>
        {block.teasers.map((t, i) => <Card key={t._uid ?? i} image={t.image} title={t.headline} text={t.text} link={t.link} more={t.label} />)}
      </div>
    </section>
  );
}
