import type { ReactNode } from 'react';
import { container } from '../../../styles/layout.css.ts';
import type { BlockOf, MethodContent } from '../../model/blocks.ts';
import type { Relation } from '../../model/fields.ts';
import type { CentralComponent, CentralContentOf } from '../../model/parse-content.ts';
import { ContentLink } from '../content-link.tsx';
import { ContentPicture } from '../content-picture.tsx';
import { RichText } from '../rich-text.tsx';
import { BannerView } from './banner-block.tsx';
import { HeroView } from './hero-block.tsx';
import { Card } from './teaser-grid-block.tsx';
import * as css from '../content.css.ts';

/**
 * The content of a resolved relation of one of the `expected` components. Its shape was checked where the
 * content was loaded (`model/check-relations.ts`: the build, preview mode), which put the slug in place of a
 * story that does not fit its schema; so no schema is needed here, in the browser's first load. An unresolved
 * relation (a slug or uuid string) or a story of another component is skipped with a warning: one broken
 * shared story must not take the page down.
 */
export function related<K extends CentralComponent>(relation: Relation, expected: readonly K[]): CentralContentOf<K> | null {
  if (typeof relation === 'string') {
    console.warn(`Content relation "${relation}" is not resolved or not valid; it is not shown.`);
    return null;
  }
  const component = relation.content.component;
  if (!(expected as readonly string[]).includes(component)) {
    console.warn(`Related story "${relation.full_slug}" is not shown: content.component: expected ${expected.join(' or ')}, got "${component}"`);
    return null;
  }
  return relation.content as unknown as CentralContentOf<K>;
}

export function HeroReferenceView({ block, first }: { block: BlockOf<'hero_reference'>; first?: boolean }): ReactNode {
  const hero = related(block.hero, ['hero']);
  return hero ? <HeroView block={hero} first={first ?? false} /> : null;
}

export function BannerReferenceView({ block }: { block: BlockOf<'banner_reference'> }): ReactNode {
  const banner = related(block.banner, ['banner']);
  return banner ? <BannerView block={banner} /> : null;
}

/** Questions and answers as disclosure widgets (no script needed). */
export function FaqSectionView({ block }: { block: BlockOf<'faq_section'> }): ReactNode {
  const faqs = block.faqs.map((f) => related(f, ['faq'])).filter((f) => f !== null);
  return (
    <section className={`${container} ${css.blockSection}`}>
      <h2 className={css.blockTitle}>{block.headline}</h2>
      <div className={css.faqList}>
        {faqs.map((f, i) => (
          <details key={i} className={css.faqItem}>
            <summary className={css.faqQuestion}>{f.question}</summary>
            <div className={css.faqAnswer}><RichText doc={f.answer} /></div>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Product-line cards (name, claim, image) linking to the model pages. */
export function ProductLinesGrid({ relations }: { relations: readonly Relation[] }): ReactNode {
  const lines = relations.map((r) => related(r, ['product_line_info'])).filter((l) => l !== null);
  return (
    <div className={css.cardGrid}>
      {lines.map((l, i) => <Card key={i} image={l.image} title={l.name} text={l.claim} link={l.link} />)}
    </div>
  );
}

export function ProductLinesView({ block }: { block: BlockOf<'product_lines'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      {block.headline ? <h2 className={css.blockTitle}>{block.headline}</h2> : null}
      <ProductLinesGrid relations={block.productLines} />
    </section>
  );
}

const METHODS = ['payment_method', 'shipping_method', 'courier', 'return_method', 'contact_method'] as const;

/** One payment, shipping, return or contact method: icon, name, description, facts, link. */
export function MethodCard({ method, titleLevel = 'h3' }: { method: MethodContent; titleLevel?: 'h2' | 'h3' }): ReactNode {
  const Title = titleLevel;
  return (
    <div className={css.method}>
      {method.icon ? <ContentPicture asset={method.icon} width={48} height={48} className={css.methodIcon} /> : <span className={css.methodIcon} />}
      <div>
        <Title className={css.cardTitle}>{method.name}</Title>
        {method.description ? <p className={css.cardText}>{method.description}</p> : null}
        {method.facts?.length ? <ul className={css.methodFacts}>{method.facts.map((f, i) => <li key={i} className={css.methodFact}>{f}</li>)}</ul> : null}
        {method.link && method.linkLabel ? <ContentLink link={method.link} className={css.cardMore}>{method.linkLabel}</ContentLink> : null}
      </div>
    </div>
  );
}

/**
 * Method cards in a grid. `titleLevel` is one below the heading the list stands under, so levels never skip:
 * h2 right under the page's h1 (a methods listing page), h3 under a block headline.
 */
export function MethodsList({ relations, titleLevel }: { relations: readonly Relation[]; titleLevel: 'h2' | 'h3' }): ReactNode {
  const methods = relations.map((r) => related(r, METHODS)).filter((m) => m !== null);
  return <ul className={css.methodGrid}>{methods.map((m, i) => <li key={i}><MethodCard method={m} titleLevel={titleLevel} /></li>)}</ul>;
}

export function MethodsView({ block }: { block: BlockOf<'methods'> }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      {block.headline ? <h2 className={css.blockTitle}>{block.headline}</h2> : null}
      {block.intro ? <p className={css.blockIntro}>{block.intro}</p> : null}
      <MethodsList relations={block.methods} titleLevel={block.headline ? 'h3' : 'h2'} />
    </section>
  );
}

/** The method of a method page (`method` relation). */
export function relatedMethod(relation: Relation): MethodContent | null {
  return related(relation, METHODS);
}
