// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { syncHead } from './sync-head.ts';

beforeEach(() => {
  document.documentElement.lang = 'de';
  document.head.innerHTML = [
    '<title>Startseite</title>',
    '<meta name="description" content="Räder">',
    '<meta name="robots" content="noindex">',
    '<link rel="canonical" href="https://www.winora.com/de-de/">',
    '<link rel="alternate" hreflang="de-DE" href="https://www.winora.com/de-de/">',
    '<link rel="alternate" hreflang="fr-FR" href="https://www.winora.com/fr-fr/">',
    '<link rel="icon" href="/favicon.svg">',
  ].join('');
});

describe('syncHead', () => {
  it("the document language, title, description, canonical and hreflang follow the new page; other tags stay", () => {
    syncHead(document, {
      title: 'Panier',
      lang: 'fr',
      description: 'Votre panier',
      canonical: 'https://www.winora.com/fr-fr/panier/',
      alternates: [{ hreflang: 'fr-FR', href: 'https://www.winora.com/fr-fr/panier/' }],
    });
    expect(document.title).toBe('Panier');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Votre panier');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.winora.com/fr-fr/panier/');
    expect([...document.head.querySelectorAll('link[hreflang]')].map((l) => l.getAttribute('hreflang'))).toEqual(['fr-FR']);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('tags the new page does not have are removed, not left from the previous page', () => {
    syncHead(document, { title: 'Suche', lang: 'de', alternates: [] });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(0);
  });

  it("the previous page's structured data (JSON-LD in its built head) is removed on another page, kept on the same one", () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json">{"@type":"ProductGroup"}</script><script src="/app.js"></script>');
    // A new query on the same page (same canonical URL): the page's JSON-LD still describes it.
    syncHead(document, { title: 'Startseite', lang: 'de', canonical: 'https://www.winora.com/de-de/', alternates: [] });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    syncHead(document, { title: 'Warenkorb', lang: 'de', canonical: 'https://www.winora.com/de-de/basket/', alternates: [] });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('script[src="/app.js"]')).toHaveLength(1);
  });

  it('tags missing from the first page are created', () => {
    document.head.innerHTML = '<title>x</title>';
    syncHead(document, { title: 'Y', lang: 'en', robots: 'noindex, follow', alternates: [] });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
