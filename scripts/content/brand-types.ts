/**
 * Copy tables of the brands other than winora. Two layers, both plain data:
 * - `LangCopy` (one per language, `brand-lang-<xx>.ts`): the words every brand shares in that language –
 *   slugs, service, legal and newsletter pages, FAQs and the range kinds – with `{placeholders}` filled
 *   from the brand's profile;
 * - `BrandProfile` (one per brand, `brand-<id>.ts`): identity, ranges, palette and, per language, the
 *   brand's own voice (hero, story, about, history, facts).
 */
import type { Palette, Terrain } from './svg-scenes.ts';

/** Kinds of range page. `ebikes`, `bikes` and `parts` are commerce listings (editorial parts only). */
export type RangeKind = 'ebikes' | 'bikes' | 'parts' | 'ecity' | 'etrekking' | 'emtb' | 'mtb' | 'road' | 'touring' | 'components' | 'accessories';
/** Top ranges: the commerce category whose listing owns the path. */
export type TopRange = 'ebikes' | 'bikes' | 'parts';

/** A range kind in one language; `seo` is rich-text markup (`{brand}`, `{models}` filled in). */
export interface KindCopy {
  /** Path segment under the parent listing (sub-ranges); for `parts`, the commerce listing's own path. */
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly seo: string;
}

export type FaqKey = 'buy' | 'warranty' | 'manuals' | 'care' | 'battery';

/** The shared words of one language. Markup fields use the tiny markup of `rich-text.ts`. */
export interface LangCopy {
  readonly more: string;
  /**
   * Paths (after the locale) of the pages the site's navigation does not name; FAQ, warranty, manuals, about
   * and legal pages take the locale's section slugs (`site/routes/route-slugs.ts`) so header and footer links
   * land on them. None may equal a fixed or commerce path (`newsletter/` is the shop's sign-up form).
   */
  readonly slugs: { readonly contactInfo: string; readonly newsletterInfo: string; /** Segment under the about page. */ readonly history: string };
  readonly home: { readonly rangesTitle: string; readonly rangesIntro: string; readonly factsTitle: string; readonly moreTitle: string; readonly viewAll: string };
  readonly service: {
    readonly faqTitle: string; readonly faqIntro: string; readonly faqHeadline: string; readonly stillQuestions: string; readonly stillQuestionsText: string; readonly contactCta: string;
    readonly manualsTitle: string; readonly manualsIntro: string; readonly manuals: string;
    readonly warrantyTitle: string; readonly warrantyIntro: string; readonly warranty: string;
    readonly contactTitle: string; readonly contactIntro: string; readonly contact: string;
    readonly teaserTitle: string; readonly teaserText: string;
  };
  readonly faqs: Readonly<Record<FaqKey, { readonly slug: string; readonly q: string; readonly a: string }>>;
  readonly company: { readonly aboutTitle: string; readonly historyTitle: string; readonly historyIntro: string; readonly historyTeaser: string };
  readonly legal: { readonly imprintTitle: string; readonly imprint: string; readonly privacyTitle: string; readonly privacy: string; readonly cookiesTitle: string; readonly cookies: string };
  readonly newsletter: { readonly title: string; readonly intro: string; readonly text: string; readonly cta: string; readonly teaser: string };
  readonly error: { readonly title: string; readonly text: string };
  /** The dealer finder's page shell at the locale's `dealers` slug (`store_locator`; the finder loads in the browser). */
  readonly dealers: { readonly title: string; readonly intro: string; readonly headline: string; readonly text: string; readonly steps: readonly string[] };
  /** The news index at the locale's `news` slug (`publication_listing` of the brand's news stories). */
  readonly news: { readonly title: string; readonly intro: string };
  readonly kinds: Partial<Readonly<Record<RangeKind, KindCopy>>>;
  /**
   * Alt texts (in this language) of the pictures on the service pages and the newsletter page; each page has
   * its own drawing. Optional: without it the picture's alt is the page's title.
   */
  readonly pictures?: { readonly faq: string; readonly manuals: string; readonly warranty: string; readonly contact: string; readonly newsletter: string };
  /**
   * Markup appended only for brands that sell e-bikes (`BrandProfile.electric`): battery and motor notes on
   * the warranty and manuals pages. Optional.
   */
  readonly electric?: { readonly warranty: string; readonly manuals: string };
}

/** The brand's own words in one language. */
export interface BrandVoice {
  readonly heroEyebrow: string;
  readonly heroTitle: string;
  readonly heroText: string;
  readonly heroAlt: string;
  readonly heroCta: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly storyTitle: string;
  readonly storyText: string;
  readonly facts: readonly (readonly [string, string])[];
  readonly aboutIntro: string;
  readonly about: string;
  /** Timeline markup, e.g. `- **1887** – …`. */
  readonly history: string;
  readonly historyHeadline: string;
  /** Alt text of the about page's picture (default: the page title). */
  readonly aboutAlt?: string;
  /** Alt text of the history page's picture (default: the page title). */
  readonly historyAlt?: string;
  /** The brand's own paragraph(s) on the warranty page (markup, appended after the shared terms). */
  readonly warrantyNote?: string;
  /** The brand's own paragraph(s) on the contact page (markup, appended after the shared copy). */
  readonly contactNote?: string;
}

/** A news story of the brand: its key (one hreflang cluster), date and drawing. */
export interface NewsStory {
  readonly key: string;
  /** `YYYY-MM-DD HH:mm`. */
  readonly date: string;
  /** Index into the brand's palettes, and the landscape of the drawing. */
  readonly palette: number;
  readonly terrain: Terrain;
}

/** A news story in one language; `text` is markup (`{brand}`, `{dealersPath}` … filled in). */
export interface NewsCopy {
  /** Segment under the locale's news page. */
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly text: string;
  /** Alt text of the story's picture (default: the title). */
  readonly alt?: string;
}

export interface BrandProfile {
  readonly id: string;
  readonly name: string;
  readonly company: { readonly legalName: string; readonly street: string; readonly city: string; readonly country: string; readonly register: string; readonly vat: string; readonly directors: string; readonly phone: string; readonly email: string; readonly privacyEmail: string; readonly hours: string; readonly origin: string };
  /** Years of warranty on frames (or on the brand's own parts). */
  readonly warrantyYears: number;
  /** Whether the brand sells e-bikes (the battery FAQ). */
  readonly electric: boolean;
  /** Model or product names the range copy mentions (`{models}`). */
  readonly models: string;
  /** Commerce listings the brand has, in order; range stories there add their editorial parts. */
  readonly tops: readonly TopRange[];
  /** Content range pages under a top listing. */
  readonly subs: readonly { readonly kind: RangeKind; readonly parent: TopRange }[];
  /** Drawing: palettes for heroes/teasers, the landscape, the rider's bike colour. */
  readonly art: { readonly palettes: readonly Palette[]; readonly terrain: Terrain };
  readonly voices: Readonly<Record<string, BrandVoice>>;
  /** News stories (newest first or not: the listing sorts) and their copy by language, one entry per voice language. */
  readonly news: { readonly stories: readonly NewsStory[]; readonly copy: Readonly<Record<string, Readonly<Record<string, NewsCopy>>>> };
}
