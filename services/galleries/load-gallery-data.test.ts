import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGalleryData } from './load-gallery-data.ts';
import { TEST_GALLERY, writeTestGalleryData } from './testing-data.ts';

const dirs: string[] = [];
const folder = (overrides?: Record<string, unknown>): string => {
  const dir = writeTestGalleryData(overrides);
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadGalleryData', () => {
  it('indexes brands, feeds and posts of the repository data: every brand, a stories feed each', () => {
    const data = loadGalleryData();
    expect([...data.brands.keys()].sort()).toEqual(['ghost', 'haibike', 'lapierre', 'raleigh', 'sparta', 'whitelabel', 'winora', 'xlc']);
    for (const brand of data.brands.keys()) expect(data.feeds.get(`${brand}-stories`)?.posts.length).toBe(12);
    expect(data.feeds.get('winora-line-sinus')?.line).toBe('Sinus');
  });

  it('names file and field of a broken value', () => {
    const broken = structuredClone(TEST_GALLERY) as { feeds: { posts: { image: { width: unknown } }[] }[] };
    broken.feeds[0]!.posts[2]!.image.width = 'wide';
    expect(() => loadGalleryData(folder({ 'testbrand.json': broken }))).toThrow(/data\/testbrand\.json: feeds\.0\.posts\.2\.image\.width: Invalid type: Expected number but received "wide"/);
  });

  it('names a caption missing a language the brand speaks, an id used twice, a foreign feed id and a misnamed file', () => {
    const broken = structuredClone(TEST_GALLERY) as unknown as { feeds: { id: string; posts: { id: string; caption: Record<string, string> }[] }[] };
    delete broken.feeds[0]!.posts[1]!.caption.en;
    broken.feeds[1]!.posts[0]!.id = 'testbrand-stories-01';
    broken.feeds[1]!.id = 'other-line-alpha';
    let message = '';
    try {
      loadGalleryData(folder({ 'testbrand.json': broken, 'elsewhere.json': TEST_GALLERY }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('data/testbrand.json: feeds.0.posts.1.caption.en: missing (the brand speaks de, en)');
    expect(message).toContain('data/testbrand.json: feeds.1.posts.0.id: "testbrand-stories-01" is used twice');
    expect(message).toContain('data/testbrand.json: feeds.1.id: "other-line-alpha" must start with "testbrand-"');
    expect(message).toContain('data/elsewhere.json: brand: "testbrand" belongs in testbrand.json');
  });

  it('names a file that is not JSON and an empty folder', () => {
    expect(() => loadGalleryData(folder({ 'testbrand.json': '{"brand":' }))).toThrow(/data\/testbrand\.json: not JSON/);
    const empty = folder();
    fs.rmSync(`${empty}/testbrand.json`);
    expect(() => loadGalleryData(empty)).toThrow(/no <brand>\.json file/);
  });
});
