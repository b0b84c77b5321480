import type { ReactNode } from 'react';
import { container } from '../../styles/layout.css.ts';
import { ContentBlocks } from './block-registry.tsx';
import type { EditorialParts } from './content-page-data.ts';
import { RichText } from './rich-text.tsx';
import * as css from './content.css.ts';

/*
 * The editorial parts a content story adds to a commerce page that owns its path (DECISIONS "Page ownership"),
 * rendered with the content block registry. The page data holds them as `editorial` (site.tsx loads them).
 */

/** The story's opening hero, full width above the commerce page; it is the page's h1 (the page leaves its own out). */
export function EditorialHero({ parts }: { parts: EditorialParts | null | undefined }): ReactNode {
  if (!parts?.hero) return null;
  return (
    <div data-editorial="hero" data-editorial-story={parts.story.fullSlug}>
      <ContentBlocks blocks={[parts.hero]} heroFirst />
    </div>
  );
}

/** The story's intro, under the commerce page's title (only when the story has no hero). */
export function EditorialIntro({ parts, className = css.pageIntro }: { parts: EditorialParts | null | undefined; className?: string }): ReactNode {
  if (!parts?.intro) return null;
  return <p className={className} data-editorial="intro">{parts.intro}</p>;
}

/** Below the grid: the story's other body blocks, then a category's SEO text. */
export function EditorialBelow({ parts }: { parts: EditorialParts | null | undefined }): ReactNode {
  if (!parts || (parts.body.length === 0 && parts.seoText === null)) return null;
  return (
    <div data-editorial="below">
      <ContentBlocks blocks={parts.body} />
      {parts.seoText ? <section className={`${container} ${css.blockSection}`} data-editorial="seo-text"><RichText doc={parts.seoText} /></section> : null}
    </div>
  );
}
