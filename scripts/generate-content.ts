/**
 * Writes the embedded content (`content/<brand>/<language>/<full_slug>.json`) and its drawn images
 * (`content/<brand>/assets/`) from the copy tables in `scripts/content/`. The output is committed; run
 * `tsx scripts/generate-content.ts` after changing a table. Deterministic: same tables, same files.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandAssets, brandStories, BRAND_LANGUAGES } from './content/brand-structure.ts';
import { bikePortrait, icon, scene, type PALETTES, type Terrain } from './content/svg-scenes.ts';
import { WINORA_COPY, winoraMarkets } from './content/winora-copy.ts';
import { winoraStories, type StoryOut } from './content/winora-structure.ts';

const root = path.join(import.meta.dirname, '..', 'content');

function writeStories(brand: string, language: string, stories: readonly StoryOut[]): number {
  const dir = path.join(root, brand, language);
  // Drafts (`_drafts/`, served to preview only) are written by hand, not generated: they stay.
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) if (entry !== '_drafts') rmSync(path.join(dir, entry), { recursive: true, force: true });
  for (const s of stories) {
    const file = path.join(dir, `${s.fullSlug}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(s.body, null, 2)}\n`);
  }
  return stories.length;
}

function writeAsset(brand: string, name: string, svg: string): void {
  const dir = path.join(root, brand, 'assets');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), svg);
}

function winoraAssets(): void {
  const scenes: [string, keyof typeof PALETTES, number, Terrain?][] = [
    ['hero-home', 'morning', 2], ['hero-life-in-motion', 'lake', 2], ['hero-company', 'dusk', 1], ['banner-test-ride', 'city', 1],
    ['range-ebikes', 'alpine', 1], ['range-bikes', 'forest', 1], ['range-city', 'city', 1], ['range-trekking', 'alpine', 2], ['range-comfort', 'lake', 1],
    ['story-workshop', 'sand', 1], ['teaser-awards', 'dusk', 1], ['teaser-history', 'sand', 2],
    ['news-misano', 'sand', 2], ['news-factory', 'city', 1], ['news-test-tour', 'forest', 2],
    ['guide-light', 'night', 1], ['guide-health', 'morning', 1], ['guide-picnic', 'forest', 2], ['guide-tegernsee', 'lake', 2], ['guide-cafes', 'lake', 1], ['story-lena', 'alpine', 1],
    ['campaign-bosch', 'night', 1], ['campaign-power', 'alpine', 1], ['campaign-spring', 'morning', 2], ['campaign-raffle', 'sand', 1], ['splash-mrs', 'dusk', 1],
    // fr, es, it: their further ranges, news and local guides.
    ['range-cargo', 'city', 2], ['range-lifestyle', 'dusk', 2], ['range-sportive', 'forest', 1], ['range-touring', 'sand', 2], ['range-women', 'morning', 1],
    ['news-test-centres', 'forest', 1], ['guide-leman', 'lake', 2], ['guide-via-verde', 'sand', 1], ['guide-prosecco', 'morning', 2],
    // Company and service pages (issue 15): one scene per page, each with its own palette and backdrop.
    ['page-awards', 'night', 1, 'town'], ['page-faq', 'city', 1, 'workshop'], ['page-manuals', 'sand', 1, 'workshop'], ['page-warranty', 'alpine', 1, 'workshop'],
    ['page-contact', 'morning', 2, 'town'], ['page-phone', 'lake', 1, 'town'], ['page-shipping', 'city', 1, 'town'], ['page-delivery', 'sand', 2, 'town'],
    ['page-payment', 'dusk', 1, 'town'], ['page-invoice', 'forest', 1], ['page-newsletter', 'lake', 1, 'mountains'], ['page-contest', 'morning', 2, 'mountains'],
  ];
  for (const [name, palette, riders, terrain] of scenes) writeAsset('winora', `${name}.svg`, scene(name, palette, { riders, ...(terrain ? { terrain } : {}) }));
  const models: [string, string, string][] = [['sinus', '#c8102e', '#f4f2ef'], ['yucatan', '#2d3136', '#e7ecef'], ['yakun', '#0f766e', '#eef3e2'], ['tria', '#1f6feb', '#f4f2ef'], ['radius', '#7a4b2a', '#fff3e0'], ['iride-pure', '#23272b', '#e6e9f0']];
  for (const [m, frame, bg] of models) {
    writeAsset('winora', `model-${m}.svg`, bikePortrait(`Winora ${m}`, frame, bg, '#23272b'));
    writeAsset('winora', `detail-${m}.svg`, scene(`detail-${m}`, 'alpine', { riders: 1, width: 1200, height: 900 }));
  }
  for (const g of ['invoice', 'card', 'paypal', 'truck', 'parcel', 'return', 'phone', 'mail', 'store'] as const) writeAsset('winora', `icon-${g}.svg`, icon(g, '#c8102e', '#ffffff'));
}

let total = 0;
winoraAssets();
for (const [language, copy] of Object.entries(WINORA_COPY)) total += writeStories('winora', language, winoraStories(copy, winoraMarkets(language)));
for (const [brand, languages] of Object.entries(BRAND_LANGUAGES)) {
  for (const [name, svg] of brandAssets(brand)) writeAsset(brand, name, svg);
  for (const language of languages) total += writeStories(brand, language, brandStories(brand, language));
}
console.log(`Wrote ${total} stories to ${root}`);
