/**
 * `npx tsx services/galleries/data/generate-galleries.ts`: writes `<brand>.json` for every brand, deterministically,
 * from the brands' languages (brands/registry.ts) and their product lines (the commerce seed's `line` values):
 * one `stories` feed of 12 photos (home and life-in-motion pages) and one feed of 8 per product line. Captions and
 * alt text come from `gallery-phrases.ts` in each language the brand speaks. `generate-galleries.test.ts` fails
 * when the committed files differ from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from '../../commerce/seed/brand-seeds.ts';
import type { GalleryFeed, GalleryFile, GalleryPost } from '../gallery-schema.ts';
import { PHRASES, PLACES, RIDERS, TIMES } from './gallery-phrases.ts';

/** Photos in a brand's stories feed and in each line's feed. */
export const STORIES_POSTS = 12;
export const LINE_POSTS = 8;
/** Picture sizes riders post: landscape 3:2 and 4:3, square, portrait 4:5. */
const FORMATS: readonly (readonly [number, number])[] = [[1800, 1200], [1600, 1200], [1400, 1400], [1280, 1600]];
/** Frame colours per brand (the bikes in the drawings), cycled per photo. */
const FRAMES: Readonly<Record<string, readonly string[]>> = {
  winora: ['#c8102e', '#1f2a44', '#e8e4da'], raleigh: ['#0a3d62', '#b71540', '#f6b93b'], lapierre: ['#0652dd', '#ffffff', '#222f3e'],
  sparta: ['#2d3436', '#6ab04c', '#dfe6e9'], xlc: ['#e84118', '#2f3640', '#f5f6fa'], ghost: ['#00a8ff', '#192a56', '#fbc531'],
  haibike: ['#44bd32', '#2f3640', '#e1b12c'], whitelabel: ['#636e72', '#0984e3', '#fdcb6e'],
};
/** The date the newest photo was posted; older ones go back a few days each. */
const NEWEST = Date.UTC(2026, 9, 30, 17, 0, 0);

/** `iRide Pure` → `iride-pure`: a product line's part of its feed id. */
export function lineFeedSlug(line: string): string {
  return line.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The feed id of a brand's stories or of one of its product lines (the site computes the same). */
export function feedId(brand: string, line?: string): string {
  return line === undefined ? `${brand}-stories` : `${brand}-line-${lineFeedSlug(line)}`;
}

const fill = (template: string, values: Readonly<Record<string, string>>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** A small deterministic hash (FNV-1a) so that every brand and line gets its own mix of scenes. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
};

function post(brand: string, feed: string, bike: string, i: number, languages: readonly string[]): GalleryPost {
  const h = hash(`${feed}:${i}`);
  const f = hash(feed);
  // Steps coprime to the list lengths: every run of six photos shows six places, every four the four skies.
  const place = PLACES[(f + i * 5) % PLACES.length]!;
  const time = TIMES[((f >>> 3) + i * 3) % TIMES.length]!;
  const rider = RIDERS[(h >>> 7) % RIDERS.length]!;
  const initial = String.fromCharCode(65 + ((h >>> 11) % 26));
  const [width, height] = FORMATS[(h >>> 13) % FORMATS.length]!;
  const frames = FRAMES[brand] ?? FRAMES.whitelabel!;
  const texts = (pick: (p: (typeof PHRASES)[string]) => string): Record<string, string> =>
    Object.fromEntries(languages.map((l) => {
      const p = PHRASES[l] ?? PHRASES.en!;
      return [l, fill(pick(p), { place: p.place[place], time: p.time[time], bike: bike })];
    }));
  return {
    id: `${feed}-${String(i + 1).padStart(2, '0')}`,
    createdAt: new Date(NEWEST - i * 86_400_000 * (2 + (h % 4)) - (h % 3_600) * 1000).toISOString(),
    author: { name: `${rider} ${initial}.`, handle: `@${rider.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}.${initial.toLowerCase()}` },
    image: { width, height },
    scene: { place, time, seed: h % 100_000, frame: frames[i % frames.length]! },
    caption: texts((p) => p.captions[(h >>> 17) % 3]!),
    alt: texts((p) => p.alt),
  };
}

/** Every brand's gallery file, by brand id. */
export function generateGalleries(): Record<string, GalleryFile> {
  const out: Record<string, GalleryFile> = {};
  for (const [brand, config] of Object.entries(brandConfigs)) {
    const languages = [...new Set(config.countries.flatMap((c) => c.languages as readonly string[]))].sort();
    const lines = [...new Set((BRAND_SEEDS[brand]?.models ?? []).map((m) => m.line))].sort();
    const title = (pick: (p: (typeof PHRASES)[string]) => string, values: Record<string, string>): Record<string, string> =>
      Object.fromEntries(languages.map((l) => [l, fill(pick(PHRASES[l] ?? PHRASES.en!), values)]));
    const stories = feedId(brand);
    const feeds: GalleryFeed[] = [
      { id: stories, kind: 'stories', title: title((p) => p.storiesTitle, { brand: config.name }), posts: Array.from({ length: STORIES_POSTS }, (_, i) => post(brand, stories, config.name, i, languages)) },
      ...lines.map((line): GalleryFeed => {
        const id = feedId(brand, line);
        return { id, kind: 'line', line, title: title((p) => p.lineTitle, { line }), posts: Array.from({ length: LINE_POSTS }, (_, i) => post(brand, id, line, i, languages)) };
      }),
    ];
    out[brand] = { brand, languages, feeds };
  }
  return out;
}

/** The file text of one brand (one post per line keeps diffs readable). */
export function galleryFileText(file: GalleryFile): string {
  const feeds = file.feeds.map((feed) => {
    const { posts, ...head } = feed;
    const body = posts.map((p) => `      ${JSON.stringify(p)}`).join(',\n');
    return `    ${JSON.stringify(head).slice(0, -1)},"posts":[\n${body}\n    ]}`;
  });
  return `{"brand":${JSON.stringify(file.brand)},"languages":${JSON.stringify(file.languages)},"feeds":[\n${feeds.join(',\n')}\n]}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  for (const [brand, file] of Object.entries(generateGalleries())) fs.writeFileSync(path.join(dir, `${brand}.json`), galleryFileText(file));
  process.stdout.write(`wrote ${Object.keys(brandConfigs).length} gallery files to ${dir}\n`);
}
