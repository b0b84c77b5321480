import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeptContentStore } from './kept-content-store.ts';
import { loadContentStore, type ContentStore, type LoadContentOptions } from './load-content-store.ts';
import { writeTestContent } from './testing/write-test-content.ts';

let root = '';
let options: LoadContentOptions;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-kept-store-test-'));
  options = { contentDir: await writeTestContent(), assetBaseUrl: 'http://127.0.0.1:4190', defaultLanguages: { winora: 'de' } };
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(options.contentDir, { recursive: true, force: true });
});

/** The store as the JSON the service answers from it (maps as entry lists). */
const plain = (store: ContentStore): string => JSON.stringify(store, (_key, value: unknown) => (value instanceof Map ? [...(value as Map<unknown, unknown>)] : value));
const keptFiles = (cache: string): string[] => fs.readdirSync(cache).filter((n) => n.endsWith('.content-store.v8'));

describe('the content store kept between starts', () => {
  it('a start with an empty cache loads the files and keeps them; the next start serves the same store from the cache', async () => {
    const cache = path.join(root, 'fresh');
    const loaded = await loadKeptContentStore(options, cache);
    expect(plain(loaded)).toBe(plain(await loadContentStore(options)));
    expect(keptFiles(cache)).toHaveLength(1);
    expect(plain(await loadKeptContentStore(options, cache))).toBe(plain(loaded));
  });

  it('a changed story file, another asset origin or a torn kept file gives the store of the files, not the kept one', async () => {
    const cache = path.join(root, 'changes');
    await loadKeptContentStore(options, cache);
    const [kept] = keptFiles(cache);
    // Torn (half written by hand or a full disk): loaded from the files again and rewritten whole.
    const file = path.join(cache, kept!);
    const whole = fs.readFileSync(file);
    fs.writeFileSync(file, whole.subarray(0, whole.length >> 1));
    expect(plain(await loadKeptContentStore(options, cache))).toBe(plain(await loadContentStore(options)));
    expect(fs.readFileSync(file).equals(whole)).toBe(true);

    const other = { ...options, assetBaseUrl: 'http://127.0.0.1:5190' };
    expect(plain(await loadKeptContentStore(other, cache))).toBe(plain(await loadContentStore(other)));

    const story = path.join(options.contentDir, 'winora', 'de', 'changed-by-the-test.json');
    fs.writeFileSync(story, JSON.stringify({ name: 'Neu', key: 'neu', content: { component: 'page' } }));
    const changed = await loadKeptContentStore(options, cache);
    expect(plain(changed)).toBe(plain(await loadContentStore(options)));
    expect(changed.spaces.get('winora')?.languages.get('de')?.published.some((r) => r.story.full_slug === 'changed-by-the-test')).toBe(true);
    fs.rmSync(story);
    expect(plain(await loadKeptContentStore(options, cache))).toBe(plain(await loadContentStore(options)));
  });
});
