import * as v from 'valibot';
import { AssetSchema, MultilinkSchema, RelationSchema, RichTextSchema, Text } from './fields.ts';

/**
 * Nestable blocks of a content page's `body` (Storyblok `bloks`), one valibot schema per component name.
 * `_uid` is optional because the embedded files do not carry it; the content service adds it.
 */
const block = <C extends string, E extends v.ObjectEntries>(component: C, entries: E) =>
  v.looseObject({ component: v.literal(component), _uid: v.optional(v.string()), _editable: v.optional(v.string()), ...entries });

export const LinkButtonSchema = block('link_button', { label: Text, link: MultilinkSchema, style: v.optional(v.picklist(['primary', 'ghost'])) });
export type LinkButton = v.InferOutput<typeof LinkButtonSchema>;

export const HeroSchema = block('hero', {
  headline: Text,
  eyebrow: v.optional(v.string()),
  text: v.optional(v.string()),
  image: AssetSchema,
  theme: v.optional(v.picklist(['light', 'dark'])),
  links: v.optional(v.array(LinkButtonSchema)),
});
export type HeroBlock = v.InferOutput<typeof HeroSchema>;

export const BannerSchema = block('banner', {
  headline: Text,
  text: v.optional(v.string()),
  image: v.optional(AssetSchema),
  link: v.optional(MultilinkSchema),
  label: v.optional(v.string()),
  tone: v.optional(v.picklist(['primary', 'accent', 'surface'])),
});
export type BannerBlock = v.InferOutput<typeof BannerSchema>;

export const TeaserSchema = block('teaser', { headline: Text, text: v.optional(v.string()), image: AssetSchema, link: MultilinkSchema, label: v.optional(v.string()) });

export const KeyFactSchema = block('key_fact', { value: Text, label: Text });

/** Central-content stories that blocks reference (relations): their `content.component`. */
export const FaqSchema = block('faq', { question: Text, answer: RichTextSchema });
export const ProductLineInfoSchema = block('product_line_info', { name: Text, claim: v.optional(v.string()), image: AssetSchema, link: MultilinkSchema });
export const MethodSchema = v.looseObject({
  component: v.picklist(['payment_method', 'shipping_method', 'courier', 'return_method', 'contact_method'], 'not a method component'),
  _uid: v.optional(v.string()),
  name: Text,
  description: v.optional(v.string()),
  icon: v.optional(AssetSchema),
  /** Delivery or answer time, fee, opening hours: short facts shown under the name. */
  facts: v.optional(v.array(v.string())),
  link: v.optional(MultilinkSchema),
  linkLabel: v.optional(v.string()),
});
export type MethodContent = v.InferOutput<typeof MethodSchema>;
export const ErrorScreenSchema = block('error_screen', { headline: Text, text: RichTextSchema });
export type ErrorScreenContent = v.InferOutput<typeof ErrorScreenSchema>;

/** Central-content components by name (stories under `sitecentralcontent/`). */
export const CENTRAL_SCHEMAS = {
  hero: HeroSchema,
  banner: BannerSchema,
  faq: FaqSchema,
  product_line_info: ProductLineInfoSchema,
  payment_method: MethodSchema,
  shipping_method: MethodSchema,
  courier: MethodSchema,
  return_method: MethodSchema,
  contact_method: MethodSchema,
  error_screen: ErrorScreenSchema,
} as const;

export const BLOCK_SCHEMAS = {
  hero: HeroSchema,
  hero_reference: block('hero_reference', { hero: RelationSchema }),
  banner: BannerSchema,
  banner_reference: block('banner_reference', { banner: RelationSchema }),
  rich_text: block('rich_text', { text: RichTextSchema, width: v.optional(v.picklist(['narrow', 'wide'])) }),
  teaser_grid: block('teaser_grid', { headline: v.optional(v.string()), intro: v.optional(v.string()), teasers: v.array(TeaserSchema) }),
  faq_section: block('faq_section', { headline: Text, faqs: v.array(RelationSchema) }),
  image_text: block('image_text', {
    headline: Text,
    text: RichTextSchema,
    image: AssetSchema,
    imagePosition: v.optional(v.picklist(['left', 'right'])),
    links: v.optional(v.array(LinkButtonSchema)),
  }),
  key_facts: block('key_facts', { headline: v.optional(v.string()), facts: v.pipe(v.array(KeyFactSchema), v.minLength(1, 'key facts need at least one fact')) }),
  cta: block('cta', { headline: Text, text: v.optional(v.string()), link: MultilinkSchema, label: Text }),
  video: block('video', { title: Text, url: v.pipe(v.string(), v.url('video url must be a URL')), caption: v.optional(v.string()) }),
  product_lines: block('product_lines', { headline: v.optional(v.string()), productLines: v.array(RelationSchema) }),
  methods: block('methods', { headline: v.optional(v.string()), intro: v.optional(v.string()), methods: v.array(RelationSchema) }),
  /** The frame of an interactive tool that loads in the browser (dealer finder, bike comparison). */
  tool_shell: block('tool_shell', { tool: v.picklist(['dealer-finder', 'bike-comparison']), headline: Text, text: v.optional(v.string()), steps: v.optional(v.array(v.string())) }),
  /** A raffle's or contest's entry form (site/entries, services/entries): the campaign id, its question, end and closed text. */
  campaign_entry: block('campaign_entry', {
    campaignId: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'campaign id: a-z, 0-9 and hyphens')),
    headline: Text,
    question: Text,
    /** Answer options; absent or empty: a free-text answer. */
    answers: v.optional(v.array(v.string())),
    /** Entries close at this instant (ISO timestamp); after it the page shows `closedText`. */
    endDate: v.pipe(v.string(), v.isoTimestamp('campaign end date must be an ISO timestamp (2027-06-30T22:00:00.000Z)')),
    closedText: Text,
    /** The contest: an entry carries a photo, and the page shows the entries' gallery. */
    photo: v.optional(v.boolean()),
    /** The privacy page the consent checkbox links. */
    privacy: MultilinkSchema,
  }),
  /** Placeholder for a block the schema does not know (lenient parsing); renders a notice outside production. */
  _unknown: block('_unknown', { name: v.string() }),
} as const;

export type BlockComponent = keyof typeof BLOCK_SCHEMAS;
export const BlockSchema = v.variant('component', Object.values(BLOCK_SCHEMAS) as unknown as [typeof BLOCK_SCHEMAS.hero, ...(typeof BLOCK_SCHEMAS)[BlockComponent][]]);
export type Block = { [K in BlockComponent]: v.InferOutput<(typeof BLOCK_SCHEMAS)[K]> }[BlockComponent];
export type BlockOf<K extends BlockComponent> = v.InferOutput<(typeof BLOCK_SCHEMAS)[K]>;
