import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { Block, BlockComponent, BlockOf } from '../model/blocks.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { BannerView } from './blocks/banner-block.tsx';
import { HeroView } from './blocks/hero-block.tsx';
import { BannerReferenceView, FaqSectionView, HeroReferenceView, MethodsView, ProductLinesView } from './blocks/relation-blocks.tsx';
import { CtaView, ImageTextView, KeyFactsView, RichTextView, ToolShellView } from './blocks/simple-blocks.tsx';
import { VideoView } from './blocks/video-view.tsx';
import { TeaserGridView } from './blocks/teaser-grid-block.tsx';
import { CampaignEntryView } from '../../entries/campaign-entry-block.tsx';
import { useContentEnv } from './use-content-env.ts';
import { editableAttributes } from '../preview/editable.ts';
import * as css from './content.css.ts';

/** What every block component receives: its block and whether it opens the page (the first hero is the h1). */
export interface BlockProps<K extends BlockComponent> {
  readonly block: BlockOf<K>;
  readonly first?: boolean;
}

/** A visible notice for a component without renderer: outside production only, never a crash. */
export function UnknownComponent({ name }: { name: string }): ReactNode {
  const { production } = useContentEnv();
  const { t } = useMessages();
  if (production) return null;
  return <div role="note" className={css.placeholder} data-unknown-component={name}>{t('contentUnknownComponent', { name })}</div>;
}

/** The component of every block (Storyblok component name → renderer). */
export const BLOCK_COMPONENTS: { readonly [K in BlockComponent]: ComponentType<BlockProps<K>> } = {
  hero: HeroView,
  hero_reference: HeroReferenceView,
  banner: BannerView,
  banner_reference: BannerReferenceView,
  rich_text: RichTextView,
  teaser_grid: TeaserGridView,
  faq_section: FaqSectionView,
  image_text: ImageTextView,
  key_facts: KeyFactsView,
  cta: CtaView,
  video: VideoView,
  product_lines: ProductLinesView,
  methods: MethodsView,
  tool_shell: ToolShellView,
  campaign_entry: CampaignEntryView,
  _unknown: ({ block }) => <UnknownComponent name={block.name} />,
};

/**
 * Renders body blocks through the registry; a component the registry lacks renders the placeholder. A block
 * with an editor marker (`_editable`, draft content in preview only) is wrapped in an element carrying the
 * bridge's `data-blok-c`/`data-blok-uid` attributes, so the visual editor can outline and select it.
 */
export function ContentBlocks({ blocks, heroFirst = false }: { blocks: readonly Block[] | undefined; heroFirst?: boolean }): ReactNode {
  return (blocks ?? []).map((block, i) => {
    const Component = (BLOCK_COMPONENTS as Record<string, ComponentType<{ block: Block; first?: boolean }> | undefined>)[block.component];
    const key = block._uid ?? `${block.component}-${i}`;
    const rendered = Component === undefined ? <UnknownComponent name={block.component} /> : <Component block={block} first={heroFirst && i === 0} />;
    const editable = editableAttributes(block._editable);
    return editable === null ? <Fragment key={key}>{rendered}</Fragment> : <div key={key} {...editable}>{rendered}</div>;
  });
}
