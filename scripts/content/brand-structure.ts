import { brandConfigs } from '../../brands/registry.ts';
import { routeSlugs } from '../../site/routes/route-slugs.ts';
import type { Language } from '../../brands/brand-schema.ts';
import { BRAND_PROFILES, LANG_COPY } from './brand-tables.ts';
import type { BrandProfile, FaqKey, KindCopy, LangCopy, RangeKind } from './brand-types.ts';
import { rt } from './rich-text.ts';
import { scene } from './svg-scenes.ts';
import type { StoryOut } from './winora-structure.ts';

/** Languages of the other brands whose content is generated: every language a profile has a voice for. */
export const BRAND_LANGUAGES: Record<string, readonly string[]> = Object.fromEntries(Object.values(BRAND_PROFILES).map((b) => [b.id, Object.keys(b.voices)]));

const P = (slug: string) => `sitepages/structure/${slug}`;
const C = (slug: string) => `sitecentralcontent/${slug}`;
const story = (fullSlug: string) => ({ linktype: 'story', full_slug: fullSlug });
/** A link to a fixed or commerce page (contact form, listings, newsletter): a relative url the site prefixes with the locale. */
const url = (path: string) => ({ linktype: 'url', url: path });
const btn = (label: string, link: Record<string, unknown>, style: 'primary' | 'ghost' = 'primary') => ({ component: 'link_button', label, link, style });

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`generate-content: missing ${what}`);
  return value;
}

/**
 * A page's markup split for a picture beside its opening: the first `## ` section (headline and text) goes
 * into an image_text block, the rest stays rich text. Markup without an opening heading keeps `fallback`
 * as the headline and its first block as the text.
 */
export function splitLead(markup: string, fallback: string): { headline: string; text: string; rest: string } {
  const blocks = markup.trim().split(/\n\s*\n/);
  const first = blocks[0] ?? '';
  const heading = /^## (.*)$/.exec(first);
  const start = heading ? 1 : 0;
  let end = start + 1;
  while (end < blocks.length && !/^#{2} /.test(blocks[end] ?? '')) end++;
  return { headline: heading?.[1] ?? fallback, text: blocks.slice(start, end).join('\n\n'), rest: blocks.slice(end).join('\n\n') };
}

/** `{name}` placeholders filled from the brand's profile. */
function filler(b: BrandProfile, extra: Record<string, string> = {}): (text: string) => string {
  const vars: Record<string, string> = {
    brand: b.name, models: b.models, years: String(b.warrantyYears), origin: b.company.origin, legalName: b.company.legalName, street: b.company.street, city: b.company.city, country: b.company.country,
    register: b.company.register, vat: b.company.vat, directors: b.company.directors, phone: b.company.phone, tel: b.company.phone.replace(/[^+\d]/g, ''), email: b.company.email, privacyEmail: b.company.privacyEmail, hours: b.company.hours, ...extra,
  };
  return (text) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/**
 * The path (after the locale) of a range: a commerce listing's own path (the locale's section slug, behind the
 * brand's listing marker where its URLs are segmented, e.g. lapierre `c/velos-electriques`); sub-ranges sit under it.
 */
function rangePath(brand: string, l: LangCopy, language: string, kind: RangeKind, parent?: RangeKind): string {
  const fixed = routeSlugs(language as Language);
  if (parent !== undefined) return `${rangePath(brand, l, language, parent)}/${need(l.kinds[kind], `range kind "${kind}" in ${language}`).slug}`;
  const slug = kind === 'ebikes' || kind === 'bikes' ? fixed[kind] : need(l.kinds[kind], `range kind "${kind}" in ${language}`).slug;
  const urls = need(brandConfigs[brand as keyof typeof brandConfigs], `config of ${brand}`).urls;
  return urls.segmentation ? `${urls.listingMarker}/${slug}` : slug;
}

/** The images a brand's stories use: file name → drawing. */
export function brandAssets(brand: string): [string, string][] {
  const b = need(BRAND_PROFILES[brand], `profile of ${brand}`);
  const pal = (i: number) => need(b.art.palettes[i % b.art.palettes.length], `palette of ${brand}`);
  const terrain = b.art.terrain;
  const kinds = [...b.tops, ...b.subs.map((s) => s.kind)];
  const out: [string, string][] = [
    ['hero-home.svg', scene(`${brand}-hero-home`, pal(0), { riders: 2, terrain })],
    ['hero-company.svg', scene(`${brand}-hero-company`, pal(1), { riders: 1, terrain })],
    ['story.svg', scene(`${brand}-story`, pal(2), { riders: 1, width: 1200, height: 900, terrain: 'workshop' })],
    ['teaser-history.svg', scene(`${brand}-history`, pal(1), { riders: 1, width: 1200, height: 900, terrain: 'town' })],
    ['teaser-service.svg', scene(`${brand}-service`, pal(2), { riders: 1, width: 1200, height: 900, terrain: 'workshop' })],
    ['teaser-newsletter.svg', scene(`${brand}-newsletter`, pal(0), { riders: 2, width: 1200, height: 900, terrain })],
    ...kinds.map((k, i): [string, string] => [`range-${k}.svg`, scene(`${brand}-range-${k}`, pal(i + 1), { riders: 1, terrain: k === 'parts' || k === 'components' || k === 'accessories' ? 'workshop' : k === 'ecity' ? 'town' : terrain })]),
    ['dealer-finder.svg', scene(`${brand}-dealer-finder`, pal(1), { riders: 1, terrain: 'town' })],
    // One drawing per service and company page, each its own scene (the home teasers keep theirs).
    ['page-history.svg', scene(`${brand}-page-history`, pal(2), { riders: 2, width: 1200, height: 900, terrain: 'town' })],
    ['page-about.svg', scene(`${brand}-page-about`, pal(0), { riders: 1, width: 1200, height: 900, terrain: 'workshop' })],
    ['page-faq.svg', scene(`${brand}-page-faq`, pal(0), { riders: 1, width: 1200, height: 900, terrain })],
    ['page-manuals.svg', scene(`${brand}-page-manuals`, pal(1), { riders: 0, width: 1200, height: 900, terrain: 'workshop' })],
    ['page-warranty.svg', scene(`${brand}-page-warranty`, pal(2), { riders: 1, width: 1200, height: 900, terrain: 'workshop' })],
    ['page-contact.svg', scene(`${brand}-page-contact`, pal(1), { riders: 1, width: 1200, height: 900, terrain: 'town' })],
    ['page-newsletter.svg', scene(`${brand}-page-newsletter`, pal(2), { riders: 2, width: 1200, height: 900, terrain })],
    ...b.news.stories.map((n): [string, string] => [`news-${n.key}.svg`, scene(`${brand}-news-${n.key}`, pal(n.palette), { riders: 1, width: 1200, height: 900, terrain: n.terrain })]),
  ];
  return out;
}

/** The other brands' stories of one language: home, ranges, service, company pages, newsletter. */
export function brandStories(brand: string, language: string): StoryOut[] {
  const b = need(BRAND_PROFILES[brand], `profile of ${brand}`);
  const v = need(b.voices[language], `${brand} voice in ${language}`);
  const l = need(LANG_COPY[language], `shared copy in ${language}`);
  const fixed = routeSlugs(language as Language);
  const s = { ...l.slugs, faq: fixed.faq, warranty: fixed.warranty, manuals: fixed.manuals, company: fixed.company, history: `${fixed.company}/${l.slugs.history}`, imprint: fixed.imprint, privacy: fixed.privacy, cookies: fixed.cookies };
  const f = filler(b, { warrantyPath: P(s.warranty), manualsPath: P(s.manuals), dealersPath: P(fixed.dealers), faqPath: P(s.faq), newsletterPath: P(s.newsletterInfo) });
  const contactForm = fixed.contact;
  // A drawn scene is named by its raster twin (`x.jpg` for `x.svg`: the content service draws it), so it gets
  // the image service's srcset, sizes and blur-up placeholder; icons stay SVG.
  const A = (file: string, alt: string) => ({ filename: `/content/${brand}/assets/${file.startsWith('icon-') ? file : file.replace(/\.svg$/, '.jpg')}`, alt });
  const out: StoryOut[] = [];
  const page = (key: string, slug: string, name: string, content: Record<string, unknown>, tags?: string[]) => out.push({ fullSlug: P(slug), body: { name, key, ...(tags ? { tags } : {}), content } });
  const central = (key: string, slug: string, name: string, content: Record<string, unknown>) => out.push({ fullSlug: C(slug), body: { name, key, content } });
  const kind = (k: RangeKind): KindCopy => need(l.kinds[k], `range kind "${k}" in ${language}`);
  const facts = (list: readonly (readonly [string, string])[]) => list.map(([value, label]) => ({ component: 'key_fact', value, label }));

  // Central content: FAQs and the error screen.
  const faqKeys: FaqKey[] = ['buy', 'warranty', 'manuals', 'care', ...(b.electric ? (['battery'] as const) : [])];
  for (const k of faqKeys) central(`faq-${k}`, `faqs/${l.faqs[k].slug}`, f(l.faqs[k].q), { component: 'faq', question: f(l.faqs[k].q), answer: rt(f(l.faqs[k].a)) });
  central('error-screen', 'settings/error-screen', l.error.title, { component: 'error_screen', headline: l.error.title, text: rt(l.error.text) });

  // Ranges: the commerce listings' editorial parts (hero, intro, SEO copy), then content pages under them.
  for (const top of b.tops) {
    const k = kind(top);
    page(`range-${top}`, rangePath(brand, l, language, top), f(k.title), {
      component: 'category', title: f(k.title), intro: f(k.teaser), seoDescription: f(k.teaser),
      body: [{ component: 'hero', headline: f(k.title), text: f(k.teaser), image: A(`range-${top}.svg`, f(k.title)), theme: 'dark' }, { component: 'rich_text', text: rt(f(k.seo)) }],
      seoText: rt(f(k.seo)),
    });
  }
  for (const sub of b.subs) {
    const k = kind(sub.kind);
    const parent = kind(sub.parent);
    page(`range-${sub.kind}`, rangePath(brand, l, language, sub.kind, sub.parent), f(k.title), {
      component: 'category', title: f(k.title), intro: f(k.teaser), seoDescription: f(k.teaser),
      body: [
        { component: 'hero', eyebrow: b.name, headline: f(k.title), text: f(k.teaser), image: A(`range-${sub.kind}.svg`, f(k.title)), theme: 'dark', links: [btn(`${l.home.viewAll}: ${f(parent.title)}`, url(rangePath(brand, l, language, sub.parent)))] },
        { component: 'rich_text', text: rt(f(k.seo)) },
        { component: 'cta', headline: l.service.stillQuestions, text: l.service.stillQuestionsText, link: story(P(s.contactInfo)), label: l.service.contactTitle },
      ],
      seoText: rt(f(k.seo)),
    });
  }

  // Home: hero, ranges, facts, the brand's story, more to discover, newsletter.
  const rangeTeasers = [
    ...b.subs.map((sub) => ({ component: 'teaser', headline: f(kind(sub.kind).title), text: f(kind(sub.kind).teaser), image: A(`range-${sub.kind}.svg`, f(kind(sub.kind).title)), link: story(P(rangePath(brand, l, language, sub.kind, sub.parent))), label: l.more })),
    ...b.tops.slice(0, Math.max(0, 3 - b.subs.length)).map((top) => ({ component: 'teaser', headline: f(kind(top).title), text: f(kind(top).teaser), image: A(`range-${top}.svg`, f(kind(top).title)), link: url(rangePath(brand, l, language, top)), label: l.home.viewAll })),
  ];
  const firstRange = b.subs[0];
  page('home', 'home', 'Home', {
    component: 'flexible_home', title: v.heroTitle, seoTitle: v.seoTitle, seoDescription: v.seoDescription,
    body: [
      { component: 'hero', eyebrow: v.heroEyebrow, headline: v.heroTitle, text: v.heroText, image: A('hero-home.svg', v.heroAlt), theme: 'dark', links: [
        btn(v.heroCta, firstRange ? story(P(rangePath(brand, l, language, firstRange.kind, firstRange.parent))) : url(rangePath(brand, l, language, need(b.tops[0], `${brand} top range`)))),
        btn(l.company.aboutTitle.replace('{brand}', b.name), story(P(s.company)), 'ghost'),
      ] },
      { component: 'teaser_grid', headline: l.home.rangesTitle, intro: f(l.home.rangesIntro), teasers: rangeTeasers },
      { component: 'key_facts', headline: f(l.home.factsTitle), facts: facts(v.facts) },
      { component: 'image_text', headline: v.storyTitle, text: rt(v.storyText), image: A('story.svg', v.storyTitle), imagePosition: 'right', links: [btn(l.more, story(P(s.company)))] },
      { component: 'teaser_grid', headline: l.home.moreTitle, teasers: [
        { component: 'teaser', headline: l.company.historyTitle, text: f(l.company.historyTeaser), image: A('teaser-history.svg', l.company.historyTitle), link: story(P(s.history)), label: l.more },
        { component: 'teaser', headline: l.service.teaserTitle, text: f(l.service.teaserText), image: A('teaser-service.svg', l.service.teaserTitle), link: story(P(s.faq)), label: l.more },
        { component: 'teaser', headline: l.newsletter.title, text: f(l.newsletter.teaser), image: A('teaser-newsletter.svg', l.newsletter.title), link: story(P(s.newsletterInfo)), label: l.more },
      ] },
      { component: 'cta', headline: l.newsletter.title, text: f(l.newsletter.teaser), link: url('newsletter'), label: l.newsletter.cta },
    ],
  });
  out.at(-1)!.body.isStartpage = true;

  // Service: FAQ, manuals, warranty, contact copy (the form itself is the fixed contact route).
  const toForm = { component: 'cta', headline: l.service.stillQuestions, text: l.service.stillQuestionsText, link: url(contactForm), label: l.service.contactCta };
  const alt = (k: keyof NonNullable<LangCopy['pictures']>, title: string) => f(l.pictures?.[k] ?? title);
  page('service-faqs', s.faq, l.service.faqTitle, { component: 'page', title: l.service.faqTitle, intro: f(l.service.faqIntro), body: [
    { component: 'faq_section', headline: l.service.faqHeadline, faqs: faqKeys.map((k) => C(`faqs/${l.faqs[k].slug}`)) },
    { component: 'image_text', headline: l.service.stillQuestions, text: rt(`${l.service.stillQuestionsText}\n\n${f(l.service.teaserText)}`), image: A('page-faq.svg', alt('faq', l.service.faqTitle)), imagePosition: 'left', links: [btn(l.service.contactCta, url(contactForm)), btn(l.service.contactTitle, story(P(s.contactInfo)), 'ghost')] },
  ] });
  // Each service page opens with its own picture beside the first section; e-bike notes only for e-bike brands.
  const withPicture = (markup: string, title: string, file: string, altText: string, position: 'left' | 'right') => {
    const { headline, text, rest } = splitLead(f(markup), title);
    return [
      { component: 'image_text', headline, text: rt(text), image: A(file, altText), imagePosition: position },
      ...(rest ? [{ component: 'rich_text', text: rt(rest) }] : []),
    ];
  };
  const electric = (extra: string | undefined) => (b.electric && extra ? `\n\n${extra}` : '');
  page('service-manuals', s.manuals, l.service.manualsTitle, { component: 'page', title: l.service.manualsTitle, intro: f(l.service.manualsIntro), body: [...withPicture(l.service.manuals + electric(l.electric?.manuals), l.service.manualsTitle, 'page-manuals.svg', alt('manuals', l.service.manualsTitle), 'right'), toForm] });
  page('service-warranty', s.warranty, l.service.warrantyTitle, { component: 'page', title: l.service.warrantyTitle, intro: f(l.service.warrantyIntro), body: [...withPicture(l.service.warranty + electric(l.electric?.warranty) + (v.warrantyNote ? `\n\n${v.warrantyNote}` : ''), l.service.warrantyTitle, 'page-warranty.svg', alt('warranty', l.service.warrantyTitle), 'left'), toForm] });
  page('service-contact', s.contactInfo, l.service.contactTitle, { component: 'page', title: l.service.contactTitle, intro: f(l.service.contactIntro), body: [...withPicture(l.service.contact + (v.contactNote ? `\n\n${v.contactNote}` : ''), l.service.contactTitle, 'page-contact.svg', alt('contact', l.service.contactTitle), 'right'), toForm] });

  // Company and legal pages (static copy: server-only).
  const about = f(l.company.aboutTitle);
  page('company', s.company, about, { component: 'page', title: about, intro: v.aboutIntro, body: [
    { component: 'hero', headline: about, text: v.aboutIntro, image: A('hero-company.svg', about), theme: 'dark' },
    ...(() => {
      const { headline, text, rest } = splitLead(f(v.about), about);
      return [
        { component: 'image_text', headline, text: rt(text), image: A('page-about.svg', f(v.aboutAlt ?? about)), imagePosition: 'right' },
        ...(rest ? [{ component: 'rich_text', text: rt(rest) }] : []),
      ];
    })(),
    { component: 'key_facts', facts: facts(v.facts) },
    { component: 'teaser_grid', teasers: [
      { component: 'teaser', headline: l.company.historyTitle, text: f(l.company.historyTeaser), image: A('teaser-history.svg', l.company.historyTitle), link: story(P(s.history)), label: l.more },
      { component: 'teaser', headline: l.service.contactTitle, text: f(l.service.contactIntro), image: A('teaser-service.svg', l.service.contactTitle), link: story(P(s.contactInfo)), label: l.more },
    ] },
  ] });
  page('history', s.history, l.company.historyTitle, { component: 'page', title: l.company.historyTitle, intro: f(l.company.historyIntro), body: [
    { component: 'image_text', headline: v.historyHeadline, text: rt(f(v.history)), image: A('page-history.svg', f(v.historyAlt ?? l.company.historyTitle)), imagePosition: 'right' },
  ] });
  page('imprint', s.imprint, l.legal.imprintTitle, { component: 'page', title: l.legal.imprintTitle, body: [{ component: 'rich_text', text: rt(f(l.legal.imprint)) }] }, ['server-only', 'legal']);
  page('privacy', s.privacy, l.legal.privacyTitle, { component: 'page', title: l.legal.privacyTitle, body: [{ component: 'rich_text', text: rt(f(l.legal.privacy)) }] }, ['server-only', 'legal']);
  page('cookies', s.cookies, l.legal.cookiesTitle, { component: 'page', title: l.legal.cookiesTitle, body: [{ component: 'rich_text', text: rt(f(l.legal.cookies)) }] }, ['server-only', 'legal']);

  // Dealer finder: the page shell at the locale's section slug (header and footer link there); the finder
  // itself loads in the browser.
  page('dealer-finder', fixed.dealers, f(l.dealers.title), { component: 'store_locator', title: f(l.dealers.title), intro: f(l.dealers.intro), seoDescription: f(l.dealers.intro), body: [
    { component: 'hero', headline: f(l.dealers.title), text: f(l.dealers.intro), image: A('dealer-finder.svg', f(l.dealers.title)), theme: 'dark' },
    { component: 'tool_shell', tool: 'dealer-finder', headline: f(l.dealers.headline), text: f(l.dealers.text), steps: l.dealers.steps.map(f) },
    { component: 'cta', headline: l.service.stillQuestions, text: l.service.stillQuestionsText, link: story(P(s.contactInfo)), label: l.service.contactTitle },
  ] });

  // News: the index (the stories under it, newest first) and the brand's stories in this language.
  const news = need(b.news.copy[language], `${brand} news in ${language}`);
  page('news', fixed.news, f(l.news.title), { component: 'publication_listing', title: f(l.news.title), intro: f(l.news.intro), seoDescription: f(l.news.intro), scope: 'children' });
  for (const n of b.news.stories) {
    const c = need(news[n.key], `${brand} news "${n.key}" in ${language}`);
    page(`news-${n.key}`, `${fixed.news}/${c.slug}`, c.title, { component: 'publication', title: c.title, date: n.date, category: 'news', teaserText: f(c.teaser), teaserImage: A(`news-${n.key}.svg`, c.alt ?? c.title), intro: f(c.teaser), seoDescription: f(c.teaser), body: [{ component: 'rich_text', text: rt(f(c.text)) }] });
  }

  // Newsletter: commerce owns `newsletter/` (the sign-up form) in every locale with a shop, so the story
  // about it lives beside it and links there.
  page('newsletter-info', s.newsletterInfo, l.newsletter.title, { component: 'page', title: l.newsletter.title, intro: f(l.newsletter.intro), body: [
    { component: 'image_text', headline: l.newsletter.title, text: rt(f(l.newsletter.text)), image: A('page-newsletter.svg', alt('newsletter', l.newsletter.title)), imagePosition: 'left', links: [btn(l.newsletter.cta, url('newsletter'))] },
  ] });
  return out;
}
