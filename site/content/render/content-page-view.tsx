import { lazy, Suspense, type ReactNode } from 'react';
import { AfterFirstPaint } from '@cycle/engine/react';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';
import type { Block } from '../model/blocks.ts';
import type { PageContent, PageContentOf } from '../model/pages.ts';
import { ContentBlocks } from './block-registry.tsx';
import { LinkButtons } from './blocks/hero-block.tsx';
import { MethodCard, MethodsList, ProductLinesGrid, relatedMethod } from './blocks/relation-blocks.tsx';
import { Card } from './blocks/teaser-grid-block.tsx';
import type { ContentPageData, ListingItem } from './content-page-data.ts';
import { ContentPicture } from './content-picture.tsx';
import { ContentSlotsProvider, type ContentSlots } from './content-slots.tsx';
import * as css from './content.css.ts';
import { editableAttributes } from '../preview/editable.ts';

// Only the pages whose rich text holds a form marker show the contact form: its chunk (form, validation, captcha)
// loads with them, not with every content page. On the server it renders in place (the build waits for every
// boundary); in the browser the server's form stays until its chunk has hydrated it.
const ContactForm = lazy(() => import('../../contact/contact-form.tsx').then((m) => ({ default: m.ContactForm })));

const startsWithHero = (body: readonly Block[] | undefined): boolean => body?.[0]?.component === 'hero' || body?.[0]?.component === 'hero_reference';

/** Title and intro of a page that does not open with a hero. */
function PageHeader({ title, intro, meta, children }: { title: string; intro?: string | undefined; meta?: string | undefined; children?: ReactNode }): ReactNode {
  return (
    <header className={css.pageHeader}>
      <div className={container}>
        <h1 className={css.pageTitle}>{title}</h1>
        {meta ? <p className={css.meta}>{meta}</p> : null}
        {intro ? <p className={css.pageIntro}>{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}

function Listing({ items }: { items: readonly ListingItem[] }): ReactNode {
  return (
    <section className={`${container} ${css.blockSection}`}>
      <div className={css.cardGrid}>
        {items.map((item) => <Card key={item.fullSlug} image={item.image} title={item.title} text={item.text} meta={item.meta} link={{ linktype: 'story', full_slug: item.fullSlug }} />)}
      </div>
    </section>
  );
}

function Splash({ content }: { content: PageContentOf<'splash'> }): ReactNode {
  return (
    <section className={css.splash}>
      <ContentPicture asset={content.image} width={1920} height={1080} className={css.splashImage} priority layout="fullWidth" />
      <div className={container}>
        <div className={css.splashBody}>
          <div className={css.splashPanel}>
            <h1 className={css.heroTitle}>{content.headline}</h1>
            {content.text ? <p className={css.heroText}>{content.text}</p> : null}
            <LinkButtons links={content.links} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** What sits between the header and the body blocks, by page component. */
function KindSection({ content, data }: { content: PageContent; data: ContentPageData }): ReactNode {
  switch (content.component) {
    case 'publication_listing':
    case 'campaign_listing':
      return <Listing items={data.listing ?? []} />;
    case 'product_line_listing':
      return <section className={`${container} ${css.blockSection}`}><ProductLinesGrid relations={content.productLines} /></section>;
    case 'contact_methods_listing_page':
    case 'shipping_methods_listing_page':
    case 'payment_methods_listing_page':
      return <section className={`${container} ${css.blockSection}`}><MethodsList relations={content.methods} titleLevel="h2" /></section>;
    case 'contact_method_page':
    case 'shipping_method_page':
    case 'payment_method_page': {
      const method = relatedMethod(content.method);
      return method ? <section className={`${container} ${css.blockSection}`}><MethodCard method={method} titleLevel="h2" /></section> : null;
    }
    case 'publication':
      return <div className={container}><ContentPicture asset={content.teaserImage} width={1280} height={720} className={css.roundedImage} priority /></div>;
    default:
      return null;
  }
}

function PageBody({ data }: { data: ContentPageData }): ReactNode {
  const { t } = useMessages();
  const content = data.content;
  if (content.component === 'splash') {
    return (<><Splash content={content} /><ContentBlocks blocks={content.body} /></>);
  }
  const heroFirst = startsWithHero(content.body);
  const rest = heroFirst ? content.body?.slice(1) : content.body;
  const meta =
    content.component === 'publication' ? t('contentPublished', { date: content.date.slice(0, 10) })
      : content.component === 'campaign' && content.startDate && content.endDate ? t('contentCampaignPeriod', { start: content.startDate.slice(0, 10), end: content.endDate.slice(0, 10) })
        : undefined;
  return (
    <>
      {heroFirst ? null : <PageHeader title={content.title} intro={content.intro} meta={meta} />}
      {heroFirst ? <ContentBlocks blocks={content.body?.slice(0, 1)} heroFirst /> : null}
      <KindSection content={content} data={data} />
      <ContentBlocks blocks={rest?.slice(0, 1)} />
      {/* Below the fold: a client navigation paints the top first (engine/react/after-first-paint.tsx). */}
      <AfterFirstPaint>
        <ContentBlocks blocks={rest?.slice(1)} />
      </AfterFirstPaint>
    </>
  );
}

/** A content page of any kind: the kind's frame and its body blocks (the layout's error boundary covers it, as every page). */
export function ContentPageView({ data, tools }: { data: ContentPageData; tools?: ContentSlots['tools'] }): ReactNode {
  const form = data.contactForm;
  return (
    <ContentSlotsProvider value={{ contactForm: form ? (
          <Suspense fallback={null}>
            <ContactForm data={form} />
          </Suspense>
        ) : undefined, ...(tools ? { tools } : {}) }}>
      <article data-content-kind={data.kind} data-component={data.content.component} {...editableAttributes(data.content._editable)}>
        <PageBody data={data} />
      </article>
    </ContentSlotsProvider>
  );
}
