import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@cycle/engine';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { createFileContentSource } from '../content/source/create-file-content-source.server.ts';
import { createContentRouteSource } from './crawl-content-routes.ts';
import { editorialSlugOf, mergeRoutes, withEditorial } from './merge-routes.ts';

const r = (path: string, kind: string, context: PageRoute['context'] = {}, alternateKey?: string): PageRoute =>
  ({ path, component: kind.toLowerCase(), kind, context, ...(alternateKey ? { alternate: { key: alternateKey, hreflang: 'de-AT' } } : {}) }) as PageRoute;

describe('mergeRoutes (DECISIONS "Page ownership")', () => {
  const fixed = [r('/at-de/', 'Home'), r('/at-de/basket/', 'Basket'), r('/at-de/service/kontakt/', 'Contact')];
  const commerce = [
    r('/at-de/ebikes/city/', 'Category', { commerce: true }),
    r('/at-de/ebikes/trekking/', 'Category', { commerce: true }),
    r('/at-de/newsletter/', 'Newsletter', { commerce: true }),
  ];
  const content = [
    r('/at-de/', 'Home', { content: 'sitepages/structure/home' }, 'home'),
    r('/at-de/ebikes/city/', 'Category', { content: 'sitepages/structure/ebikes/city' }),
    r('/at-de/newsletter/', 'Page', { content: 'sitepages/structure/newsletter' }),
    r('/at-de/service/kontakt/', 'Page', { content: 'sitepages/structure/service/kontakt' }),
    r('/at-de/ueber-uns/', 'Page', { content: 'sitepages/structure/ueber-uns' }),
  ];
  const merged = mergeRoutes(fixed, commerce, content);
  const at = (path: string): PageRoute[] => merged.routes.filter((x) => x.path === path);

  it('builds one route per path: the content home replaces the fixed one, owned paths stay commerce or fixed', () => {
    const paths = merged.routes.map((x) => x.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(at('/at-de/')[0]?.context).toEqual({ content: 'sitepages/structure/home' });
    expect(at('/at-de/ebikes/city/')[0]?.kind).toBe('Category');
    expect(at('/at-de/newsletter/')[0]?.kind).toBe('Newsletter');
    expect(at('/at-de/service/kontakt/')[0]?.kind).toBe('Contact');
    expect(at('/at-de/ueber-uns/')[0]?.kind).toBe('Page');
    expect([...merged.editorial.keys()].sort()).toEqual(['/at-de/ebikes/city/', '/at-de/newsletter/', '/at-de/service/kontakt/']);
  });

  it('gives a commerce route the full slug of the story on its path, and no other route', () => {
    expect(editorialSlugOf(at('/at-de/ebikes/city/')[0]!)).toBe('sitepages/structure/ebikes/city');
    expect(at('/at-de/ebikes/city/')[0]?.context).toEqual({ commerce: true, editorial: 'sitepages/structure/ebikes/city' });
    expect(editorialSlugOf(at('/at-de/newsletter/')[0]!)).toBe('sitepages/structure/newsletter');
    expect(editorialSlugOf(at('/at-de/ebikes/trekking/')[0]!)).toBeNull();
    // A fixed page keeps its own copy (the contact page's story is not merged into it).
    expect(editorialSlugOf(at('/at-de/service/kontakt/')[0]!)).toBeNull();
    // The input routes are not changed.
    expect(commerce[0]?.context).toEqual({ commerce: true });
  });

  it('withEditorial adds the parts to the data and lets the SEO copy replace title and description', () => {
    const page = { data: { title: 'City' }, head: { title: 'City | Winora', description: 'Tria, Sinus', robots: 'index' } };
    expect(withEditorial(page, null)).toBe(page);
    expect(withEditorial(page, { parts: { intro: 'x' }, head: { description: 'SEO' } })).toEqual({
      data: { title: 'City', editorial: { intro: 'x' } },
      head: { title: 'City | Winora', description: 'SEO', robots: 'index' },
    });
    expect(withEditorial(page, { parts: {}, head: { title: 'T', description: 'D' } }).head).toEqual({ title: 'T', description: 'D', robots: 'index' });
  });
});

describe('editorial parts from the embedded winora content', () => {
  const brand = resolveBrandConfig('winora', brandConfigs.winora);
  const locales = createLocales(brand);
  const source = createContentRouteSource({
    brand,
    locales,
    source: createFileContentSource({ root: nodePath.resolve(import.meta.dirname, '../../content'), brand: 'winora' }),
    contactForm: () => { throw new Error('no contact form expected'); },
  });
  const commerceRoute = (path: string, editorial?: string): PageRoute => r(path, 'Category', { commerce: true, locale: 'at-de', ...(editorial ? { editorial } : {}) });

  it('a category story gives its hero (above), its SEO text once (below) and its SEO description', async () => {
    const loaded = await source.editorial(commerceRoute('/at-de/ebikes/city/', 'sitepages/structure/ebikes/city'));
    expect(loaded).not.toBeNull();
    const { parts, head } = loaded!;
    expect(parts.hero).toMatchObject({ component: 'hero', headline: 'City E-Bikes' });
    // The hero carries the intro; the rich-text block repeating the SEO text is shown once, as the SEO text.
    expect(parts.intro).toBeNull();
    expect(parts.body).toEqual([]);
    expect(JSON.stringify(parts.seoText)).toContain('Entspannt durch die Stadt');
    expect(parts.story).toMatchObject({ fullSlug: 'sitepages/structure/ebikes/city', language: 'de' });
    expect(head).toEqual({ description: 'Aufrecht sitzen, tief einsteigen, entspannt ankommen.' });
  });

  it('a page story without a hero gives its intro and its body', async () => {
    const loaded = await source.editorial({ ...commerceRoute('/at-de/newsletter/', 'sitepages/structure/newsletter'), kind: 'Newsletter' });
    expect(loaded?.parts.hero).toBeNull();
    expect(loaded?.parts.intro).toMatch(/einmal im Monat/);
    // The newsletter's text, then what the newsletter brings beside its picture.
    expect(loaded?.parts.body.map((b) => b.component)).toEqual(['rich_text', 'image_text']);
    expect(loaded?.parts.seoText).toBeNull();
  });

  it('a route without a story has no editorial parts', async () => {
    expect(await source.editorial(commerceRoute('/at-de/ebikes/trekking/'))).toBeNull();
  });
});
