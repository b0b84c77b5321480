/**
 * Relation fields (`component.field`, Storyblok `resolve_relations`): the content client asks the API to
 * resolve them, so renderers receive story objects there. Keep in step with the schemas' `RelationSchema` fields.
 */
export const RESOLVE_RELATIONS = [
  'hero_reference.hero',
  'banner_reference.banner',
  'faq_section.faqs',
  'product_lines.productLines',
  'methods.methods',
  'product_line_listing.productLines',
  'contact_methods_listing_page.methods',
  'shipping_methods_listing_page.methods',
  'payment_methods_listing_page.methods',
  'contact_method_page.method',
  'shipping_method_page.method',
  'payment_method_page.method',
] as const;
