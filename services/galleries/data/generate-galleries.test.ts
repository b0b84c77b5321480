import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { feedId, galleryFileText, generateGalleries, lineFeedSlug } from './generate-galleries.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

describe('generate-galleries', () => {
  it('the committed files are what the generator writes (rerun it after changing brands, lines or phrases)', () => {
    for (const [brand, file] of Object.entries(generateGalleries())) expect(fs.readFileSync(path.join(dir, `${brand}.json`), 'utf8'), `${brand}.json`).toBe(galleryFileText(file));
  });

  it('gives every brand its languages and a caption and alt per language, different per language', () => {
    const files = generateGalleries();
    for (const [brand, config] of Object.entries(brandConfigs)) {
      const languages = [...new Set(config.countries.flatMap((c) => c.languages as readonly string[]))].sort();
      expect(files[brand]?.languages).toEqual(languages);
      const first = files[brand]!.feeds[0]!.posts[0]!;
      expect(Object.keys(first.alt).sort()).toEqual(languages);
      expect(new Set(Object.values(first.caption)).size).toBe(languages.length);
    }
  });

  it('shows six places in every six photos of a feed', () => {
    const posts = generateGalleries().winora!.feeds[0]!.posts;
    expect(new Set(posts.slice(0, 6).map((p) => p.scene.place)).size).toBe(6);
  });

  it('names feeds by brand and line slug', () => {
    expect(lineFeedSlug('iRide Pure')).toBe('iride-pure');
    expect(lineFeedSlug('Zéro 5.0')).toBe('zero-5-0');
    expect(feedId('winora')).toBe('winora-stories');
    expect(feedId('sparta', 'c-Grid')).toBe('sparta-line-c-grid');
  });
});
