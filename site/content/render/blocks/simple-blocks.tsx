import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages.ts';
import { button, container } from '../../../styles/layout.css.ts';
import type { BlockOf } from '../../model/blocks.ts';
import { ContentLink } from '../content-link.tsx';
import { useContentSlots } from '../content-slots.tsx';
import { ContentPicture } from '../content-picture.tsx';
import { RichText } from '../rich-text.tsx';
import { LinkButtons } from './hero-block.tsx';
import * as css from '../content.css.ts';

/** A rich-text section. */
export function RichTextView({ block }: { block: BlockOf<'rich_text'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      <RichText doc={block.text} wide={block.width === 'wide'} />
    </section>
  );
}

/** Image beside rich text; the image goes left or right on wide screens, above on phones. */
export function ImageTextView({ block }: { block: BlockOf<'image_text'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      <div className={css.imageText}>
        <div className={block.imagePosition === 'right' ? css.imageTextMediaRight : ''}>
          <ContentPicture asset={block.image} width={800} height={600} className={css.roundedImage} />
        </div>
        <div>
          <h2 className={css.blockTitle}>{block.headline}</h2>
          <RichText doc={block.text} />
          <LinkButtons links={block.links} />
        </div>
      </div>
    </section>
  );
}

/** Key facts: big numbers with a label. */
export function KeyFactsView({ block }: { block: BlockOf<'key_facts'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      {block.headline ? <h2 className={css.blockTitle}>{block.headline}</h2> : null}
      <ul className={css.facts}>
        {block.facts.map((f, i) => (
          <li key={f._uid ?? i}>
            <span className={css.factValue}>{f.value}</span>
            <span className={css.factLabel}>{f.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A call to action: headline, text and one button. */
export function CtaView({ block }: { block: BlockOf<'cta'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      <div className={css.cta}>
        <h2 className={css.blockTitle}>{block.headline}</h2>
        {block.text ? <p className={css.blockIntro}>{block.text}</p> : null}
        <ContentLink link={block.link} className={button}>{block.label}</ContentLink>
      </div>
    </section>
  );
}

/** The frame of a browser tool (dealer finder, bike comparison): what it does, and where it opens. */
export function ToolShellView({ block }: { block: BlockOf<'tool_shell'> }): ReactNode {
  const { m, t } = useMessages();
  const tool = block.tool === 'dealer-finder' ? m.contentToolDealerFinder : m.contentToolBikeComparison;
  // A page that brings the tool (the bike comparison) shows it here, full width under the headline.
  const live = useContentSlots().tools?.[block.tool];
  if (live !== undefined) {
    return (
      <section className={`${container} ${css.blockSection}`} data-tool={block.tool}>
        <h2 className={css.blockTitle}>{block.headline}</h2>
        {block.text ? <p className={css.blockIntro}>{block.text}</p> : null}
        {live}
      </section>
    );
  }
  return (
    <section className={`${container} ${css.blockSection}`}>
      <div className={css.shell} data-tool={block.tool}>
        <div>
          <h2 className={css.blockTitle}>{block.headline}</h2>
          {block.text ? <p className={css.blockIntro}>{block.text}</p> : null}
          {block.steps?.length ? <ol className={css.shellSteps}>{block.steps.map((s, i) => <li key={i}>{s}</li>)}</ol> : null}
        </div>
        <div className={css.shellFrame} role="region" aria-label={tool}>{t('contentToolLoads', { tool })}</div>
      </div>
    </section>
  );
}
