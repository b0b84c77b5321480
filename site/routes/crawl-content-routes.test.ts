import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createFileContentSource } from '../content/source/create-file-content-source.server.ts';
import type { ContentSource } from '../content/source/content-source.ts';
import { createLocales } from '../locale/locales.ts';
import { createContentRouteSource } from './crawl-content-routes.ts';

/**
 * How the content routes read stories: a build must not queue one `cdn/stories/{slug}` request per page
 * behind the API's 5 requests per second (winora's ~1,000 content pages took 50 s that way); each
 * language's list read gives the pages their stories, a slug the list lacks is asked for on its own.
 */
const brand = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(brand);
const files = createFileContentSource({ root: nodePath.resolve(import.meta.dirname, '../../content'), brand: 'winora' });

function counting(source: ContentSource, change: { readonly dropFromList?: string } = {}) {
  const calls = { list: [] as string[], story: [] as string[] };
  const counted: ContentSource = {
    async getStory(slug, query) {
      calls.story.push(`${query.language}/${slug}`);
      return source.getStory(slug, query);
    },
    async getAllStories(query) {
      calls.list.push(query.language);
      const all = await source.getAllStories(query);
      return all.ok && change.dropFromList ? { ok: true, value: all.value.filter((s) => s.fullSlug !== change.dropFromList) } : all;
    },
  };
  return { calls, source: counted };
}

describe('content route source reads', () => {
  it('loads every page of every market from one list read per language, plus one error-screen read per language', async () => {
    const { calls, source } = counting(files);
    const content = createContentRouteSource({ brand, locales, source, contactForm: () => ({}) as never });
    const routes = await content.crawl();
    const loaded = await Promise.all(routes.map((r) => content.load(r)));
    expect(loaded.every((page) => page !== null)).toBe(true);
    expect(routes.length).toBeGreaterThan(500);
    const languages = new Set(locales.map((l) => l.language));
    expect(new Set(calls.list)).toEqual(languages);
    expect(calls.list).toHaveLength(languages.size);
    // The error screen goes to every page kind through the `site` query: read once per language, however often asked.
    for (const round of [1, 2]) await Promise.all([...languages].map((l) => content.errorScreen(l).then((screen) => expect(screen, `${l} ${round}`).not.toBeUndefined())));
    expect(calls.story.every((c) => c.endsWith('/sitecentralcontent/settings/error-screen'))).toBe(true);
    expect(calls.story).toHaveLength(languages.size);
  });

  it('gives a page the same story as its own read would, and asks for a story the list lacks on its own', async () => {
    const route = (await createContentRouteSource({ brand, locales, source: files, contactForm: () => ({}) as never }).crawl()).find(
      (r) => r.path === '/de-de/service/kontakt/',
    );
    expect(route).toBeDefined();
    const slug = route?.context?.['content'] as string;
    const { calls, source } = counting(files, { dropFromList: slug });
    const content = createContentRouteSource({ brand, locales, source, contactForm: () => ({}) as never });
    const page = (await content.load(route as never)) as { data: { content: { title: string } } } | null;
    const own = await files.getStory(slug, { language: 'de' });
    expect(own.ok && page?.data.content.title).toBe(own.ok ? own.value.content['title'] : 'no story');
    expect(calls.story).toContain(`de/${slug}`);
  });

  it('fails a page whose story exists nowhere with the language and slug', async () => {
    const { source } = counting(files, { dropFromList: 'sitepages/structure/service/kontakt' });
    const content = createContentRouteSource({ brand, locales, source: { ...source, getStory: async () => ({ ok: false, error: { type: 'not-found', message: 'Not Found', retryable: false } }) }, contactForm: () => ({}) as never });
    const route = { path: '/de-de/service/kontakt/', component: 'content', kind: 'ContactMethodsListingPage', context: { locale: 'de-de', content: 'sitepages/structure/service/kontakt' } };
    await expect(content.load(route as never)).rejects.toThrow('Content: de/sitepages/structure/service/kontakt: Not Found');
  });
});
