import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandAssets, brandStories, BRAND_LANGUAGES, splitLead } from './brand-structure.ts';
import type { StoryOut } from './winora-structure.ts';

/** The brands whose copy this suite holds to the depth targets (issue 15.1); the others are written in parallel. */
const DEEP_BRANDS = ['raleigh', 'sparta', 'xlc', 'whitelabel'] as const;
const CONTENT = path.join(import.meta.dirname, '..', '..', 'content');

/** Words a story puts on its page (title, intro, texts, rich text, FAQ answers are central and left out). */
function wordsOf(content: unknown): number {
  const texts: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string') {
      if (['title', 'intro', 'text', 'headline', 'eyebrow', 'label', 'value'].includes(key)) texts.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k === 'content' && key === 'text' ? 'text' : k);
  };
  walk(content);
  return texts.join(' ').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

function picturesOf(content: Record<string, unknown>): { filename: string; alt: string }[] {
  const found: { filename: string; alt: string }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['filename'] === 'string') found.push({ filename: o['filename'], alt: String(o['alt'] ?? '') });
      else Object.values(o).forEach(walk);
    }
  };
  walk(content['body']);
  if (content['component'] === 'publication') walk(content['teaserImage']);
  return found;
}

const byKey = (stories: StoryOut[], key: string): Record<string, unknown> => {
  const s = stories.find((x) => x.body.key === key);
  if (!s) throw new Error(`no story ${key}`);
  return s.body.content as Record<string, unknown>;
};

const ILLUSTRATED = ['company', 'history', 'service-faqs', 'service-manuals', 'service-warranty', 'service-contact', 'newsletter-info'];

describe('splitLead', () => {
  it('puts the first section beside the picture and keeps the rest', () => {
    expect(splitLead('## A\n\none\n\n- two\n\n## B\n\nthree', 'T')).toEqual({ headline: 'A', text: 'one\n\n- two', rest: '## B\n\nthree' });
  });
  it('falls back to the title and the first block when the markup opens without a heading', () => {
    expect(splitLead('one\n\n## B\n\nthree', 'T')).toEqual({ headline: 'T', text: 'one', rest: '## B\n\nthree' });
  });
});

describe('brand stories: pictures on every page a brand site illustrates', () => {
  for (const [brand, languages] of Object.entries(BRAND_LANGUAGES)) {
    it(`${brand}: company, history, service and newsletter pages each show their own drawing with alt text`, () => {
      const assets = new Set(brandAssets(brand).map(([name]) => name.replace(/\.svg$/, '.jpg')));
      for (const language of languages) {
        const stories = brandStories(brand, language);
        const used = new Map<string, string>();
        for (const key of ILLUSTRATED) {
          const pictures = picturesOf(byKey(stories, key));
          const own = pictures.find((p) => path.basename(p.filename).startsWith('page-'));
          expect(own, `${brand}/${language} ${key} has its own page-* picture`).toBeDefined();
          expect(own!.alt.trim(), `${brand}/${language} ${key} alt`).not.toBe('');
          expect(assets.has(path.basename(own!.filename)), `${own!.filename} is drawn`).toBe(true);
          expect(used.get(own!.filename), `${key} shares its picture with ${used.get(own!.filename)}`).toBeUndefined();
          used.set(own!.filename, key);
        }
      }
    });
  }
});

describe('brand stories: e-bike notes only for e-bike brands', () => {
  it('xlc (components) has no battery notes; sparta (e-bikes) has them in every language', () => {
    for (const language of BRAND_LANGUAGES['xlc'] ?? []) expect(JSON.stringify(byKey(brandStories('xlc', language), 'service-warranty'))).not.toMatch(/\b(?:battery|Akku|accu|batería|batterie)\b/i);
    for (const language of BRAND_LANGUAGES['sparta'] ?? []) expect(JSON.stringify(byKey(brandStories('sparta', language), 'service-warranty'))).toMatch(/60/);
  });
});

describe('brand stories: depth (issue 15.1)', () => {
  for (const brand of DEEP_BRANDS) {
    it(`${brand}: a news story holds 250 words of its own, a company or service page 150; nothing left unfilled`, () => {
      for (const language of BRAND_LANGUAGES[brand] ?? []) {
        for (const story of brandStories(brand, language)) {
          const content = story.body.content as Record<string, unknown>;
          const key = String(story.body.key);
          const json = JSON.stringify(content);
          expect(json, `${brand}/${language} ${key}`).not.toMatch(/\{[a-zA-Z]\w*\}|lorem ipsum/i);
          if (key.startsWith('news-')) expect(wordsOf(content), `${brand}/${language} ${key}`).toBeGreaterThanOrEqual(250);
          else if (['company', 'history', 'imprint', 'privacy', 'cookies', 'service-manuals', 'service-warranty', 'service-contact', 'newsletter-info'].includes(key)) expect(wordsOf(content), `${brand}/${language} ${key}`).toBeGreaterThanOrEqual(150);
        }
      }
    });
  }

  it('the generated files of these brands are current (regenerated after the tables changed)', () => {
    for (const brand of DEEP_BRANDS) expect(existsSync(path.join(CONTENT, brand, 'assets', 'page-faq.svg')), brand).toBe(true);
  });
});
