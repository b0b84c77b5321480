import * as v from 'valibot';
import { AssetSchema, RelationSchema, RichTextSchema, Text } from './fields.ts';
import { BlockSchema, LinkButtonSchema } from './blocks.ts';

/** Fields every page story has: SEO copy, body blocks and the markets that show it (absent: all of the language). */
const pageEntries = {
  _uid: v.optional(v.string()),
  _editable: v.optional(v.string()),
  title: Text,
  intro: v.optional(v.string()),
  seoTitle: v.optional(v.string()),
  seoDescription: v.optional(v.string()),
  markets: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/, 'markets are upper-case country codes')))),
  body: v.optional(v.array(BlockSchema)),
};
const page = <C extends string, E extends v.ObjectEntries>(component: C, entries: E) => v.looseObject({ component: v.literal(component), ...pageEntries, ...entries });

const listing = {
  /**
   * Which stories the listing shows: `children` of its own folder, or every page of the `site` (filtered by
   * category). A picklist, not a slug: the content service turns slug-like strings into story references.
   * @default 'children'
   */
  scope: v.optional(v.picklist(['children', 'site'], 'scope must be children or site')),
  /** Publication categories shown (all when absent). */
  categories: v.optional(v.array(v.picklist(['news', 'guide', 'story'], 'category must be news, guide or story'))),
};
const methodsListing = { methods: v.array(RelationSchema) };
const methodPage = { method: RelationSchema };

/** Page components (a story's root `content.component`) by name. */
export const PAGE_SCHEMAS = {
  home: page('home', {}),
  flexible_home: page('flexible_home', {}),
  splash: page('splash', { headline: Text, text: v.optional(v.string()), image: AssetSchema, links: v.array(LinkButtonSchema) }),
  page: page('page', {}),
  publication_listing: page('publication_listing', listing),
  publication: page('publication', {
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, 'date must be YYYY-MM-DD HH:mm')),
    category: v.picklist(['news', 'guide', 'story'], 'category must be news, guide or story'),
    teaserText: Text,
    teaserImage: AssetSchema,
    author: v.optional(v.string()),
  }),
  product_line: page('product_line', { claim: v.optional(v.string()), image: v.optional(AssetSchema) }),
  product_line_listing: page('product_line_listing', { productLines: v.array(RelationSchema) }),
  campaign_listing: page('campaign_listing', listing),
  campaign: page('campaign', { teaserText: Text, teaserImage: AssetSchema, startDate: v.optional(v.string()), endDate: v.optional(v.string()) }),
  contact_methods_listing_page: page('contact_methods_listing_page', methodsListing),
  contact_method_page: page('contact_method_page', methodPage),
  shipping_methods_listing_page: page('shipping_methods_listing_page', methodsListing),
  shipping_method_page: page('shipping_method_page', methodPage),
  payment_methods_listing_page: page('payment_methods_listing_page', methodsListing),
  payment_method_page: page('payment_method_page', methodPage),
  store_locator: page('store_locator', {}),
  bike_comparison: page('bike_comparison', {}),
  /** Editorial parts of a commerce listing (DECISIONS "Page ownership"): hero and intro above, SEO copy below. */
  category: page('category', { seoText: v.optional(RichTextSchema) }),
} as const;

export type PageComponent = keyof typeof PAGE_SCHEMAS;
export type PageContentOf<K extends PageComponent> = v.InferOutput<(typeof PAGE_SCHEMAS)[K]>;
export type PageContent = { [K in PageComponent]: PageContentOf<K> }[PageComponent];

/** The page kind (§2) of each page component: route kind, header theme, analytics page type. */
export const PAGE_KIND_OF = {
  home: 'Home',
  flexible_home: 'Home',
  splash: 'Splash',
  page: 'Page',
  publication_listing: 'PublicationListing',
  publication: 'Publication',
  product_line: 'ProductLine',
  product_line_listing: 'ProductLineListing',
  campaign_listing: 'CampaignListing',
  campaign: 'Campaign',
  contact_methods_listing_page: 'ContactMethodsListingPage',
  contact_method_page: 'ContactMethod',
  shipping_methods_listing_page: 'ShippingMethodsListingPage',
  shipping_method_page: 'ShippingMethod',
  payment_methods_listing_page: 'PaymentMethodsListingPage',
  payment_method_page: 'PaymentMethod',
  store_locator: 'StoreLocator',
  bike_comparison: 'BikeComparison',
  category: 'Category',
} as const satisfies Record<PageComponent, string>;
export type ContentPageKind = (typeof PAGE_KIND_OF)[PageComponent];

export const isPageComponent = (name: string): name is PageComponent => Object.hasOwn(PAGE_SCHEMAS, name);
