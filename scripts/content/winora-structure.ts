import { campaignEntryBlock } from './campaign-entry-blocks.ts';
import { rt } from './rich-text.ts';
import type { DeepPage, FlexTeaser, WinoraCopy } from './winora-de.ts';

/** One story file to write: `content/<brand>/<language>/<fullSlug>.json`. */
export interface StoryOut {
  readonly fullSlug: string;
  readonly body: { name: string; key: string; position?: number; isStartpage?: boolean; tags?: string[]; content: Record<string, unknown> };
}

/**
 * A picture asset. A drawn scene is named by its raster twin (`x.jpg` for `x.svg`: the content service draws it),
 * so it gets the image service's srcset, sizes and blur-up placeholder; icons stay SVG.
 */
const A = (file: string, alt: string) => ({ filename: `/content/winora/assets/${file.startsWith('icon-') ? file : file.replace(/\.svg$/, '.jpg')}`, alt });
/** A drawn scene's picture by name (`content/winora/assets/<name>.svg`, drawn by `winoraAssets` in generate-content.ts). */
const S = (name: string, alt: string) => A(`${name}.svg`, alt);
const story = (fullSlug: string) => ({ linktype: 'story', full_slug: fullSlug });
const P = (slug: string) => `sitepages/structure/${slug}`;
const C = (slug: string) => `sitecentralcontent/${slug}`;
const btn = (label: string, link: Record<string, unknown>, style: 'primary' | 'ghost' = 'primary') => ({ component: 'link_button', label, link, style });

/** Models of the range: key, image, product-line name. */
export const MODELS = ['sinus', 'yucatan', 'yakun', 'tria', 'radius', 'iride-pure'] as const;
export const MODEL_NAMES: Record<(typeof MODELS)[number], string> = { sinus: 'Sinus', yucatan: 'Yucatan', yakun: 'Yakun', tria: 'Tria', radius: 'Radius', 'iride-pure': 'iRide Pure' };

/**
 * Every winora story of one language, from its copy table; `markets` are the countries with that language
 * (upper case), for pages whose links differ by market (life in motion).
 */
export function winoraStories(c: WinoraCopy, markets: readonly string[]): StoryOut[] {
  const s = c.slugs;
  const out: StoryOut[] = [];
  // The depth of a page (issue 15): its longer copy, beside a picture where a brand site would show one.
  const deep = (id: DeepPage, scene?: string, imagePosition: 'left' | 'right' = 'right') => {
    const x = c.deep.pages[id];
    if (scene && x.alt) return { component: 'image_text', headline: x.title, text: rt(x.text), image: S(scene, x.alt), imagePosition };
    return { component: 'rich_text', text: rt(`## ${x.title}\n\n${x.text}`) };
  };
  const article = (key: string) => {
    const text = c.deep.articles[key];
    if (!text) throw new Error(`winora copy (${s.company}): no article text for "${key}" in deep.articles`);
    return { component: 'rich_text', text: rt(text) };
  };
  const page = (key: string, slug: string, name: string, content: Record<string, unknown>, extra: { tags?: string[] } = {}) => out.push({ fullSlug: P(slug), body: { name, key, ...extra, content } });
  const central = (key: string, slug: string, name: string, content: Record<string, unknown>) => out.push({ fullSlug: C(slug), body: { name, key, content } });

  // Central content: hero, banners, FAQs, product lines, methods, error screen.
  central('hero-home', 'heroes/home', c.home.heroTitle, { component: 'hero', eyebrow: c.home.heroEyebrow, headline: c.home.heroTitle, text: c.home.heroText, image: A('hero-home.svg', c.home.heroAlt), theme: 'dark', links: [btn(c.home.heroCta, story(P(s.ebikes))), btn(c.nav.dealers, story(P(s.dealers)), 'ghost')] });
  central('banner-test-ride', 'banners/test-ride', c.banner.title, { component: 'banner', headline: c.banner.title, text: c.banner.text, image: A('banner-test-ride.svg', c.banner.alt), link: story(P(s.dealers)), label: c.banner.cta, tone: 'primary' });
  central('banner-newsletter', 'banners/newsletter', c.newsletter.bannerTitle, { component: 'banner', headline: c.newsletter.bannerTitle, text: c.newsletter.bannerText, link: story(P('newsletter')), label: c.newsletter.bannerCta, tone: 'accent' });
  c.faqs.forEach((f, i) => central(`faq-${i + 1}`, `faqs/${f.slug}`, f.q, { component: 'faq', question: f.q, answer: rt(f.a) }));
  for (const m of MODELS) {
    const line = c.models[m];
    central(`line-${m}`, `productlines/${m}`, MODEL_NAMES[m], { component: 'product_line_info', name: `Winora ${MODEL_NAMES[m]}`, claim: line.claim, image: A(`model-${m}.svg`, `Winora ${MODEL_NAMES[m]}`), link: story(P(`winora-${m}`)) });
  }
  const icons = { invoice: 'invoice', card: 'card', paypal: 'paypal', home: 'truck', parcel: 'parcel', return: 'return', phone: 'phone', mail: 'mail', dealer: 'store' } as const;
  for (const [id, m] of Object.entries(c.payment.methods)) central(`payment-${id}`, `payment-methods/${id}`, m.name, { component: 'payment_method', name: m.name, description: m.text, facts: m.facts, icon: A(`icon-${icons[id as keyof typeof icons]}.svg`, '') });
  for (const [id, m] of Object.entries(c.shipping.methods)) central(`shipping-${id}`, `shipping-methods/${id}`, m.name, { component: id === 'return' ? 'return_method' : id === 'parcel' ? 'courier' : 'shipping_method', name: m.name, description: m.text, facts: m.facts, icon: A(`icon-${icons[id as keyof typeof icons]}.svg`, '') });
  for (const [id, m] of Object.entries(c.contactMethods.methods)) central(`contact-${id}`, `contact-methods/${id}`, m.name, { component: 'contact_method', name: m.name, description: m.text, facts: m.facts, icon: A(`icon-${icons[id as keyof typeof icons]}.svg`, ''), ...(m.link ? { link: m.link.startsWith('mailto:') ? { linktype: 'email', email: m.link.slice(7) } : m.link.startsWith('tel:') ? { linktype: 'url', url: m.link } : story(P(m.link)), linkLabel: m.linkLabel } : {}) });
  central('error-screen', 'settings/error-screen', c.error.title, { component: 'error_screen', headline: c.error.title, text: rt(c.error.text) });

  // Home and flexible home.
  const rangeTeasers = (['city', 'trekking', 'comfort'] as const).map((r) => ({ component: 'teaser', headline: c.ranges[r].title, text: c.ranges[r].teaser, image: A(`range-${r}.svg`, c.ranges[r].title), link: story(P(s[r])), label: c.more }));
  page('home', 'home', 'Home', {
    component: 'home', title: c.home.title, seoTitle: c.home.seoTitle, seoDescription: c.home.seoDescription,
    body: [
      { component: 'hero_reference', hero: C('heroes/home') },
      { component: 'teaser_grid', headline: c.home.rangesTitle, intro: c.home.rangesIntro, teasers: rangeTeasers },
      { component: 'key_facts', headline: c.home.factsTitle, facts: c.home.facts.map(([value, label]) => ({ component: 'key_fact', value, label })) },
      { component: 'product_lines', headline: c.home.modelsTitle, productLines: MODELS.map((m) => C(`productlines/${m}`)) },
      { component: 'image_text', headline: c.home.storyTitle, text: rt(c.home.storyText), image: A('story-workshop.svg', c.home.storyAlt), imagePosition: 'right', links: [btn(c.more, story(P(s.company)))] },
      { component: 'banner_reference', banner: C('banners/test-ride') },
    ],
  }, { tags: [] });
  out.at(-1)!.body.isStartpage = true;
  // Life in motion: a teaser whose page only some markets show (a guide's `markets`) gives way to the next
  // fallback teaser elsewhere. The teasers most of the language's markets see make the page; markets that see
  // others get a country override of it (`sitepages/structure-override-<country>/`, same key).
  const limitedTo = new Map<string, readonly string[]>(c.guides.items.flatMap((g) => (g.markets ? [[g.slug, g.markets] as const] : [])));
  const teasersIn = (country: string): FlexTeaser[] => {
    const spare = [...(c.flexFallbackTeasers ?? [])].filter(([, , slug]) => limitedTo.get(slug)?.includes(country) ?? true);
    return c.flex.teasers.flatMap((t) => ((limitedTo.get(t[2])?.includes(country) ?? true) ? [t] : spare.splice(0, 1)));
  };
  const flexHome = (teasers: readonly FlexTeaser[]) => ({
    component: 'flexible_home', title: c.flex.title, seoDescription: c.flex.intro,
    body: [
      { component: 'hero', eyebrow: c.flex.eyebrow, headline: c.flex.title, text: c.flex.intro, image: A('hero-life-in-motion.svg', c.flex.alt), theme: 'light', links: [btn(c.flex.cta, story(P(s.guides)))] },
      { component: 'teaser_grid', headline: c.flex.teasersTitle, teasers: teasers.map(([title, text, slug, img]) => ({ component: 'teaser', headline: title, text, image: A(img, title), link: story(P(slug)) })) },
      { component: 'video', title: c.flex.videoTitle, url: 'https://www.youtube-nocookie.com/embed/winora-life-in-motion', caption: c.flex.videoCaption },
      { component: 'banner_reference', banner: C('banners/newsletter') },
    ],
  });
  const byTeasers = new Map<string, { teasers: FlexTeaser[]; countries: string[] }>();
  for (const country of markets) {
    const teasers = teasersIn(country);
    const id = JSON.stringify(teasers);
    byTeasers.set(id, { teasers, countries: [...(byTeasers.get(id)?.countries ?? []), country] });
  }
  const variants = [...byTeasers.values()].sort((a, b) => b.countries.length - a.countries.length);
  page('life-in-motion', 'life-in-motion', 'Life in motion', flexHome(variants[0]?.teasers ?? c.flex.teasers));
  for (const v of variants.slice(1)) {
    for (const country of v.countries) out.push({ fullSlug: `sitepages/structure-override-${country.toLowerCase()}/life-in-motion`, body: { name: 'Life in motion', key: 'life-in-motion', content: flexHome(v.teasers) } });
  }

  // Ranges and categories: editorial parts (commerce renders the grids where it owns the route).
  for (const r of ['ebikes', 'bikes', 'city', 'trekking', 'comfort'] as const) {
    const range = c.ranges[r];
    page(`range-${r}`, s[r], range.title, {
      component: 'category', title: range.title, intro: range.intro, seoDescription: range.teaser,
      body: [{ component: 'hero', headline: range.title, text: range.intro, image: A(`range-${r}.svg`, range.title), theme: 'dark' }, { component: 'rich_text', text: rt(range.seo) }],
      seoText: rt(range.seo),
    });
  }
  for (const range of c.moreRanges ?? []) {
    page(range.key, range.slug, range.title, {
      component: 'category', title: range.title, intro: range.intro, seoDescription: range.teaser,
      body: [{ component: 'hero', headline: range.title, text: range.intro, image: A(range.image, range.title), theme: 'dark' }, { component: 'rich_text', text: rt(range.seo) }],
      seoText: rt(range.seo),
    });
  }

  // Model pages and their listing.
  for (const m of MODELS) {
    const line = c.models[m];
    page(`model-${m}`, `winora-${m}`, `Winora ${MODEL_NAMES[m]}`, {
      component: 'product_line', title: `Winora ${MODEL_NAMES[m]}`, claim: line.claim, seoDescription: line.intro,
      body: [
        { component: 'hero', eyebrow: line.range, headline: `Winora ${MODEL_NAMES[m]}`, text: line.claim, image: A(`model-${m}.svg`, `Winora ${MODEL_NAMES[m]}`), theme: 'light', links: [btn(c.nav.dealers, story(P(s.dealers))), btn(c.compare.short, story(P('bike-comparison')), 'ghost')] },
        { component: 'rich_text', text: rt(line.intro) },
        { component: 'key_facts', facts: line.facts.map(([value, label]) => ({ component: 'key_fact', value, label })) },
        { component: 'image_text', headline: line.detailTitle, text: rt(line.detail), image: A(`detail-${m}.svg`, line.detailTitle), imagePosition: 'left' },
        { component: 'banner_reference', banner: C('banners/test-ride') },
      ],
    });
  }
  page('model-stories', 'winora-stories', 'Winora Stories', { component: 'publication_listing', title: c.stories.title, intro: c.stories.intro, scope: 'site', categories: ['story'], markets: c.stories.markets });
  page('product-lines', s.models, c.modelsPage.title, { component: 'product_line_listing', title: c.modelsPage.title, intro: c.modelsPage.intro, productLines: MODELS.map((m) => C(`productlines/${m}`)) });

  // Service.
  page('service-faqs', s.faq, c.service.faqTitle, { component: 'page', title: c.service.faqTitle, intro: c.service.faqIntro, body: [deep('faq', 'page-faq'), { component: 'faq_section', headline: c.service.faqHeadline, faqs: c.faqs.map((f) => C(`faqs/${f.slug}`)) }, { component: 'cta', headline: c.service.stillQuestions, text: c.service.stillQuestionsText, link: story(P(s.contact)), label: c.nav.contact }] });
  page('service-manuals', s.manuals, c.service.manualsTitle, { component: 'page', title: c.service.manualsTitle, intro: c.service.manualsIntro, body: [deep('manuals', 'page-manuals'), { component: 'rich_text', text: rt(c.service.manuals) }] });
  page('service-warranty', s.warranty, c.service.warrantyTitle, { component: 'page', title: c.service.warrantyTitle, intro: c.service.warrantyIntro, body: [{ component: 'rich_text', text: rt(c.service.warranty) }, deep('warranty', 'page-warranty', 'left'), { component: 'rich_text', text: rt(c.service.warrantyForm) }] });
  page('contact-methods', s.contactMethods, c.contactMethods.title, { component: 'contact_methods_listing_page', title: c.contactMethods.title, intro: c.contactMethods.intro, methods: Object.keys(c.contactMethods.methods).map((id) => C(`contact-methods/${id}`)), body: [deep('contactMethods', 'page-contact')] });
  page('contact-method-phone', `${s.contactMethods}/${c.contactMethods.phoneSlug}`, c.contactMethods.methods.phone.name, { component: 'contact_method_page', title: c.contactMethods.methods.phone.name, intro: c.contactMethods.phoneIntro, method: C('contact-methods/phone'), body: [{ component: 'rich_text', text: rt(c.contactMethods.phoneText) }, deep('phone', 'page-phone')] });
  page('shipping-methods', s.shipping, c.shipping.title, { component: 'shipping_methods_listing_page', title: c.shipping.title, intro: c.shipping.intro, methods: Object.keys(c.shipping.methods).map((id) => C(`shipping-methods/${id}`)), body: [deep('shipping', 'page-shipping')] });
  page('shipping-method-home', `${s.shipping}/${c.shipping.homeSlug}`, c.shipping.methods.home.name, { component: 'shipping_method_page', title: c.shipping.methods.home.name, intro: c.shipping.homeIntro, method: C('shipping-methods/home'), body: [{ component: 'rich_text', text: rt(c.shipping.homeText) }, deep('home', 'page-delivery')] });
  page('payment-methods', s.payment, c.payment.title, { component: 'payment_methods_listing_page', title: c.payment.title, intro: c.payment.intro, methods: Object.keys(c.payment.methods).map((id) => C(`payment-methods/${id}`)), body: [deep('payment', 'page-payment')] });
  page('payment-method-invoice', `${s.payment}/${c.payment.invoiceSlug}`, c.payment.methods.invoice.name, { component: 'payment_method_page', title: c.payment.methods.invoice.name, intro: c.payment.invoiceIntro, method: C('payment-methods/invoice'), body: [{ component: 'rich_text', text: rt(c.payment.invoiceText) }, deep('invoice', 'page-invoice')] });
  page('contact', s.contact, c.nav.contact, { component: 'page', title: c.nav.contact, body: [{ component: 'rich_text', text: rt('<contact-form></contact-form>') }] });

  // Company and legal pages (static copy: server-only).
  // `legal`: a legal text (the conformance gate's content-depth rule asks it for no picture).
  const legal = { tags: ['server-only', 'legal'] };
  page('company', s.company, c.company.title, { component: 'page', title: c.company.title, intro: c.company.intro, body: [
    { component: 'hero', headline: c.company.title, text: c.company.intro, image: A('hero-company.svg', c.company.alt), theme: 'dark' },
    { component: 'rich_text', text: rt(c.company.text) },
    deep('company'),
    { component: 'key_facts', facts: c.company.facts.map(([value, label]) => ({ component: 'key_fact', value, label })) },
    { component: 'teaser_grid', teasers: [
      { component: 'teaser', headline: c.company.awardsTitle, text: c.company.awardsTeaser, image: A('teaser-awards.svg', c.company.awardsTitle), link: story(P(s.awards)) },
      { component: 'teaser', headline: c.company.historyTitle, text: c.company.historyTeaser, image: A('teaser-history.svg', c.company.historyTitle), link: story(P(s.history)) },
      { component: 'teaser', headline: c.news.title, text: c.news.intro, image: A('news-misano.svg', c.news.title), link: story(P('news')) },
    ] },
  ] });
  page('awards', s.awards, c.company.awardsTitle, { component: 'page', title: c.company.awardsTitle, intro: c.company.awardsTeaser, body: [{ component: 'rich_text', text: rt(c.company.awards) }, deep('awards', 'page-awards', 'left')] });
  page('history', s.history, c.company.historyTitle, { component: 'page', title: c.company.historyTitle, intro: c.company.historyTeaser, body: [{ component: 'image_text', headline: c.company.historyHeadline, text: rt(c.company.history), image: A('teaser-history.svg', c.deep.pages.history.alt ?? c.company.historyTitle), imagePosition: 'right' }, deep('history')] });
  page('imprint', s.imprint, c.legal.imprintTitle, { component: 'page', title: c.legal.imprintTitle, body: [{ component: 'rich_text', text: rt(c.legal.imprint) }, deep('imprint')] }, legal);
  page('privacy', s.privacy, c.legal.privacyTitle, { component: 'page', title: c.legal.privacyTitle, body: [{ component: 'rich_text', text: rt(c.legal.privacy) }, deep('privacy')] }, legal);
  page('cookies', s.cookies, c.legal.cookiesTitle, { component: 'page', title: c.legal.cookiesTitle, body: [{ component: 'rich_text', text: rt(c.legal.cookies) }, deep('cookies')] }, legal);
  page('mandatory-information', s.mandatory, c.legal.mandatoryTitle, { component: 'page', title: c.legal.mandatoryTitle, body: [{ component: 'rich_text', text: rt(c.legal.mandatory) }, deep('mandatory')] }, legal);

  // News, guides and stories.
  page('news', 'news', c.news.title, { component: 'publication_listing', title: c.news.title, intro: c.news.intro, scope: 'children' });
  c.news.items.forEach((n) => page(`news-${n.key}`, `news/${n.slug}`, n.title, { component: 'publication', title: n.title, date: n.date, category: 'news', teaserText: n.teaser, teaserImage: A(n.image, n.title), intro: n.teaser, body: [{ component: 'rich_text', text: rt(n.text) }, article(n.key)], ...(n.markets ? { markets: n.markets } : {}) }));
  page('bike-guides', s.guides, c.guides.title, { component: 'publication_listing', title: c.guides.title, intro: c.guides.intro, scope: 'site', categories: ['guide'] });
  c.guides.items.forEach((g) => page(`guide-${g.key}`, g.slug, g.title, { component: 'publication', title: g.title, date: g.date, category: g.category, teaserText: g.teaser, teaserImage: A(g.image, g.title), intro: g.teaser, author: g.author, body: [{ component: 'rich_text', text: rt(g.text) }, article(g.key)], ...(g.markets ? { markets: g.markets } : {}) }));

  // Campaigns.
  page('campaigns', s.campaigns, c.campaigns.title, { component: 'campaign_listing', title: c.campaigns.title, intro: c.campaigns.intro, scope: 'site' });
  c.campaigns.items.forEach((k) => page(`campaign-${k.key}`, k.slug, k.title, { component: 'campaign', title: k.title, teaserText: k.teaser, teaserImage: A(k.image, k.title), startDate: k.start, endDate: k.end, body: [
    { component: 'hero', eyebrow: c.campaigns.title, headline: k.title, text: k.teaser, image: A(k.image, k.title), theme: 'dark', links: [btn(c.nav.dealers, story(P(s.dealers)))] },
    { component: 'rich_text', text: rt(k.text) },
    article(k.key),
  ], ...(k.markets ? { markets: k.markets } : {}) }));

  // Newsletter, raffle, social media, tools, splash.
  page('newsletter', 'newsletter', c.newsletter.title, { component: 'page', title: c.newsletter.title, intro: c.newsletter.intro, body: [{ component: 'rich_text', text: rt(c.newsletter.text) }, deep('newsletter', 'page-newsletter')] });
  page('raffle', 'raffle', c.raffle.title, { component: 'page', title: c.raffle.title, intro: c.raffle.intro, body: [{ component: 'hero', headline: c.raffle.title, text: c.raffle.intro, image: A('campaign-raffle.svg', c.raffle.title), theme: 'light' }, { component: 'rich_text', text: rt(c.raffle.text) }, campaignEntryBlock('raffle', s.company, story(P(s.privacy))), deep('raffle')] });
  page('social-media-contest', 'social-media-contest', c.social.contestTitle, { component: 'page', title: c.social.contestTitle, intro: c.social.contestIntro, body: [{ component: 'rich_text', text: rt(c.social.contest) }, campaignEntryBlock('contest', s.company, story(P(s.privacy))), deep('contest', 'page-contest'), { component: 'cta', headline: c.social.privacyTitle, link: story(P(s.socialPrivacy)), label: c.more }] });
  page('social-media-privacy', s.socialPrivacy, c.social.privacyTitle, { component: 'page', title: c.social.privacyTitle, body: [{ component: 'rich_text', text: rt(c.social.privacy) }, deep('socialPrivacy')] }, legal);
  page('dealer-finder', s.dealers, c.dealers.title, { component: 'store_locator', title: c.dealers.title, intro: c.dealers.intro, body: [{ component: 'tool_shell', tool: 'dealer-finder', headline: c.dealers.headline, text: c.dealers.text, steps: c.dealers.steps }, { component: 'methods', headline: c.contactMethods.title, methods: ['phone', 'mail'].map((id) => C(`contact-methods/${id}`)) }] });
  page('bike-comparison', 'bike-comparison', c.compare.title, { component: 'bike_comparison', title: c.compare.title, intro: c.compare.intro, body: [{ component: 'tool_shell', tool: 'bike-comparison', headline: c.compare.headline, text: c.compare.text, steps: c.compare.steps }, { component: 'product_lines', headline: c.home.modelsTitle, productLines: MODELS.map((m) => C(`productlines/${m}`)) }] });
  page('splash-mrs', 'mrs', c.splash.title, { component: 'splash', title: c.splash.title, headline: c.splash.headline, text: c.splash.text, image: A('splash-mrs.svg', c.splash.alt), links: [btn(c.splash.cta, story(P('home'))), btn(c.nav.dealers, story(P(s.dealers)), 'ghost')] });
  return out;
}
