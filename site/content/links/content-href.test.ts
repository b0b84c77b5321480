import { describe, expect, it } from 'vitest';
import { contentHref, localizedPath, stripContentPrefix } from './content-href.ts';

const atDe = { prefix: 'at-de' };
const nlNl = { prefix: 'nl/nl' };

describe('stripContentPrefix', () => {
  it.each([
    ['sitecentralcontent/faqs/warranty', 'faqs/warranty'],
    ['sitestructure/ebikes', 'ebikes'],
    ['sitepages/structure/service/kontakt', 'service/kontakt'],
    ['sitepages/structure-override-at/ueber-uns/impressum', 'ueber-uns/impressum'],
    ['sitepages/structure-override-ch/news', 'news'],
    ['/sitepages/structure/news', 'news'],
    ['service/faqs', 'service/faqs'],
    ['sitepagesx/structure/a', 'sitepagesx/structure/a'],
  ])('%s → %s', (slug, expected) => expect(stripContentPrefix(slug)).toBe(expected));
});

describe('localizedPath', () => {
  it.each([
    ['sitepages/structure/service/kontakt', '/at-de/service/kontakt/'],
    ['sitepages/structure/home', '/at-de/'],
    ['sitepages/structure/', '/at-de/'],
    ['search?q=sinus', '/at-de/search?q=sinus'],
    ['sitepages/structure/news#latest', '/at-de/news/#latest'],
    ['at-de/service/faqs', '/at-de/service/faqs/'],
    ['/at-de/at-de/service/faqs/', '/at-de/service/faqs/'],
    ['service/service/faqs', '/at-de/service/faqs/'],
    ['ebikes/city/ebikes', '/at-de/ebikes/city/ebikes/'],
    ['home/winora-sinus', '/at-de/home/winora-sinus/'],
  ])('%s → %s', (input, expected) => expect(localizedPath(input, atDe)).toBe(expected));

  it('keeps a slash separator locale once and does not merge its repeated segments', () => {
    expect(localizedPath('sitepages/structure/service/contact', nlNl)).toBe('/nl/nl/service/contact/');
    expect(localizedPath('nl/nl/service', nlNl)).toBe('/nl/nl/service/');
  });
});

describe('contentHref', () => {
  it('story link: the resolved story full slug wins over cached_url', () => {
    expect(contentHref({ linktype: 'story', cached_url: 'sitepages/structure/old', story: { full_slug: 'sitepages/structure/service/kontakt' } }, atDe)).toBe('/at-de/service/kontakt/');
  });
  it('story link: cached_url, then the file form full_slug', () => {
    expect(contentHref({ linktype: 'story', cached_url: 'sitepages/structure-override-at/news' }, atDe)).toBe('/at-de/news/');
    expect(contentHref({ linktype: 'story', full_slug: 'sitecentralcontent/faqs' }, atDe)).toBe('/at-de/faqs/');
  });
  it('story link keeps its anchor after the trailing slash', () => {
    expect(contentHref({ linktype: 'story', cached_url: 'sitepages/structure/service/faqs', anchor: 'akku' }, atDe)).toBe('/at-de/service/faqs/#akku');
  });
  it('email → mailto (once)', () => {
    expect(contentHref({ linktype: 'email', email: 'service@winora.com' }, atDe)).toBe('mailto:service@winora.com');
    expect(contentHref({ linktype: 'email', email: 'mailto:service@winora.com' }, atDe)).toBe('mailto:service@winora.com');
  });
  it.each(['https://www.bosch-ebike.com/de', 'http://example.com/x', 'tel:+4997219380', 'mailto:info@winora.com', '//cdn.example.com/a.pdf'])('absolute url %s is kept', (url) => {
    expect(contentHref({ linktype: 'url', url, cached_url: url }, atDe)).toBe(url);
  });
  it('other urls get the locale', () => {
    expect(contentHref({ linktype: 'url', url: '/haendler-finden' }, atDe)).toBe('/at-de/haendler-finden/');
    expect(contentHref({ linktype: 'url', url: 'search?q=yucatan' }, atDe)).toBe('/at-de/search?q=yucatan');
    expect(contentHref({ linktype: 'asset', url: '/content/winora/assets/manual.pdf' }, atDe)).toBe('/at-de/content/winora/assets/manual.pdf/');
  });
  it('empty links are null', () => {
    expect(contentHref({ linktype: 'url', url: '', cached_url: '' }, atDe)).toBeNull();
    expect(contentHref({ linktype: 'story', cached_url: '' }, atDe)).toBeNull();
    expect(contentHref({ linktype: 'email', email: '' }, atDe)).toBeNull();
  });
});
