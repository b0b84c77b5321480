import type { ReactNode } from 'react';
import { brandThemes } from '../../../config/current-brand.ts';
import { button, buttonGhost, container } from '../../../styles/layout.css.ts';
import type { HeroBlock, LinkButton } from '../../model/blocks.ts';
import { ContentLink } from '../content-link.tsx';
import { ContentPicture } from '../content-picture.tsx';
import * as css from '../content.css.ts';

/** Buttons of a hero, splash or image-text block. */
export function LinkButtons({ links }: { links: readonly LinkButton[] | undefined }): ReactNode {
  if (!links?.length) return null;
  return (
    <div className={css.ctas}>
      {links.map((l, i) => (
        <ContentLink key={i} link={l.link} className={l.style === 'ghost' || i > 0 ? buttonGhost : button}>{l.label}</ContentLink>
      ))}
    </div>
  );
}

/** The full-bleed hero: image, headline, text and buttons; dark or light by the editor's choice. The first hero of a page is its h1. */
export function HeroView({ block, first = false }: { block: HeroBlock; first?: boolean }): ReactNode {
  const Title = first ? 'h1' : 'h2';
  return (
    <section className={`${css.hero} ${block.theme === 'dark' ? brandThemes.dark : ''}`}>
      <div className={css.heroMedia}>
        <ContentPicture asset={block.image} width={1920} height={1080} className={css.heroImage} priority={first} layout="fullWidth" />
        <div className={css.heroScrim} />
      </div>
      <div className={container}>
        <div className={css.heroBody}>
          {block.eyebrow ? <span className={css.eyebrow}>{block.eyebrow}</span> : null}
          <Title className={css.heroTitle}>{block.headline}</Title>
          {block.text ? <p className={css.heroText}>{block.text}</p> : null}
          <LinkButtons links={block.links} />
        </div>
      </div>
    </section>
  );
}
