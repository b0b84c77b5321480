import type { PageRoute } from '@cycle/engine';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales, type Locale } from '../locale/locales.ts';
import { createSearchIndexes } from './search-indexes.server.ts';
import type { SearchIndexFile } from './search-types.ts';

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(winora);
const de = locales.find((l) => l.id === 'de-de') as Locale;
const at = locales.find((l) => l.id === 'at-de') as Locale;
const route = (path: string, locale: string, component = 'content'): PageRoute => ({ path, component, locale, kind: 'Page' }) as PageRoute;
const ROUTES = [
  route('/de-de/', 'de-de'),
  route('/de-de/fahrradlicht/', 'de-de'),
  route('/de-de/geheim/', 'de-de'),
  route('/de-de/ebikes/', 'de-de', 'category'),
  route('/at-de/fahrradlicht/', 'at-de'),
];

function indexes() {
  const reads: string[] = [];
  const search = createSearchIndexes({
    brand: winora,
    commerce: async () => null,
    settings: () => null,
    loadContent: async (r) => {
      reads.push(r.path);
      return { data: { content: { title: `Titel ${r.path}`, intro: 'Text' } }, head: { title: 'x', ...(r.path.includes('geheim') ? { robots: 'noindex' } : {}) } };
    },
  });
  return { search, reads };
}

describe('createSearchIndexes', () => {
  it('names each locale file by its locale only, so the pages do not change with the index, and builds it once', async () => {
    const { search, reads } = indexes();
    const url = await search.urlOf(de, ROUTES);
    expect(url).toBe('/search/de-de.json');
    // Naming the file reads nothing: the index is built for the extra files only.
    expect(reads).toEqual([]);
    await search.files([de, at], ROUTES);
    const files = await search.files([de, at], ROUTES);
    expect(files.map((f) => `/${f.path}`)).toEqual([url, '/search/at-de.json']);
    expect(reads.filter((p) => p === '/de-de/fahrradlicht/')).toHaveLength(1);
  });

  it("holds the locale's content pages only: not its home, not other page kinds, not noindex pages", async () => {
    const { search } = indexes();
    const [file] = await search.files([de], ROUTES);
    const index = JSON.parse(String(file?.contents)) as SearchIndexFile;
    expect(index.pages.map((p) => p.href)).toEqual(['/de-de/fahrradlicht/']);
    expect(index).toMatchObject({ locale: 'de-de', language: 'de', products: [], commerce: null });
  });
});
