import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@cycle/engine';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { contentHref, type LinkLike } from '../content/links/content-href.ts';
import { createFileContentSource } from '../content/source/create-file-content-source.server.ts';
import { createLocales, type Locale } from '../locale/locales.ts';
import { createContentRouteSource } from './crawl-content-routes.ts';
import { crawlFixedRoutes } from './crawl-routes.ts';

/**
 * Every internal link on winora's content pages lands on a page of the build, in every market: the embedded
 * stories (relations resolved as the API does) against the fixed and content routes, without a build. A story
 * shown only in some markets (`markets`) must not be linked from a page other markets show (the Tegernsee
 * guides of DE/AT from life in motion; country overrides give those markets their own teasers).
 * Commerce routes are left out: content links are story links, and every story link target is a story.
 */
const brand = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(brand);
const files = createFileContentSource({ root: nodePath.resolve(import.meta.dirname, '../../content'), brand: 'winora' });
const contentRoutes = createContentRouteSource({ brand, locales, source: files, contactForm: () => ({}) as never });

/** The hrefs of a resolved story's content as the renderers write them: multilinks and rich-text link marks. */
function hrefsOf(node: unknown, locale: Locale): string[] {
  if (Array.isArray(node)) return node.flatMap((n) => hrefsOf(n, locale));
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  const own: string[] = [];
  if (typeof o['linktype'] === 'string') {
    // Rich-text link attrs (`href`, as `rich-text.tsx` maps them) or a multilink.
    const link: LinkLike =
      typeof o['href'] === 'string'
        ? { linktype: o['linktype'], url: o['href'], cached_url: o['href'], ...(o['linktype'] === 'email' ? { email: o['href'] } : {}), ...(o['story'] ? { story: o['story'] as { full_slug: string } } : {}) }
        : (o as LinkLike);
    const href = contentHref(link, locale);
    if (href !== null) own.push(href);
  }
  return [...own, ...Object.values(o).flatMap((v) => hrefsOf(v, locale))];
}

const crawled: readonly PageRoute[] = await contentRoutes.crawl();
const paths = new Set([...crawlFixedRoutes(brand, locales), ...crawled].map((r) => r.path));

describe('winora content links', () => {
  it('every internal link of every content page resolves to a route of its market', async () => {
    const dead: string[] = [];
    for (const route of crawled) {
      const locale = locales.find((l) => l.id === route.locale) as Locale;
      const story = await files.getStory(route.context?.['content'] as string, { language: locale.language });
      if (!story.ok) throw new Error(story.error.message);
      for (const href of hrefsOf(story.value.content, locale)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const path = href.replace(/[?#].*$/, '');
        if (!paths.has(path)) dead.push(`${route.path} → ${path}`);
      }
    }
    expect(crawled.length).toBeGreaterThan(500);
    expect([...new Set(dead)]).toEqual([]);
  });

  it('gives no locale two pages of one hreflang cluster (one page per story key and language)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const r of crawled) {
      const id = `${r.locale} ${r.alternate?.key}`;
      if (seen.has(id)) twice.push(`${seen.get(id)} and ${r.path}`);
      seen.set(id, r.path);
    }
    expect(twice).toEqual([]);
  });

  it('has the spec’s German and English category pages in every market of the language, the further ranges in the clusters of fr, es and it', () => {
    const want: Record<string, string[]> = {
      de: ['ebikes', 'fahrraeder', 'ebikes/city', 'ebikes/trekking', 'fahrraeder/city', 'fahrraeder/trekking', 'komfort', 'lifestyle', 'sportive', 'touring', 'elastenraeder', 'damen/bikes', 'damen/ebikes'],
      en: ['bikes', 'ebikes', 'ebikes/city', 'ebikes/trekking', 'ebikes/cargo', 'bikes/city', 'bikes/trekking', 'comfort', 'lifestyle', 'sportive', 'touring', 'ladies/bikes', 'ladies/ebikes'],
    };
    const missing = locales.flatMap((l) => (want[l.language] ?? []).map((rest) => `/${l.prefix}/${rest}/`)).filter((p) => !paths.has(p));
    expect(missing).toEqual([]);
    const cluster = (path: string): string[] => {
      const key = crawled.find((r) => r.path === path)?.alternate?.key;
      return crawled.filter((r) => key !== undefined && r.alternate?.key === key).map((r) => r.path).sort();
    };
    expect(cluster('/de-de/elastenraeder/')).toEqual(expect.arrayContaining(['/de-de/elastenraeder/', '/de-en/ebikes/cargo/', '/fr-fr/velos-electriques/cargo/', '/es-es/bicicletas-electricas/carga/', '/it-it/e-bike/cargo/']));
    expect(cluster('/at-en/ladies/ebikes/')).toEqual(expect.arrayContaining(['/at-de/damen/ebikes/', '/ch-fr/femmes/velos-electriques/', '/it-it/donna/e-bike/']));
    expect(cluster('/de-de/touring/')).toEqual(expect.arrayContaining(['/de-en/touring/', '/fr-fr/touring/', '/es-es/touring/', '/it-it/touring/']));
  });
});
