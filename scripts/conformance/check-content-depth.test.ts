/** The content-depth rule over a built output folder held in memory: what a reader of a thin page would notice. */
import { describe, expect, it } from 'vitest';
import { checkContentDepth, scanMain } from './check-content-depth.ts';
import type { OutputFiles } from './output-files.ts';

const ORIGIN = 'https://www.example.com';
const words = (n: number, lang = 'de'): string => {
  const pool = lang === 'de' ? ['Rad', 'fahren', 'Berg', 'Tour', 'Akku', 'Wald', 'See', 'Sattel', 'Kette', 'Licht', 'Weg', 'Stadt', 'Pause'] : ['ride', 'hill', 'tour', 'battery', 'forest', 'lake', 'saddle', 'chain', 'light', 'path', 'town', 'break', 'bike'];
  return Array.from({ length: n }, (_, i) => pool[(i * 7 + Math.floor(i / 13)) % pool.length]).join(' ');
};
const PICTURE = '<picture><source type="image/webp" srcset="/a.webp 750w, /b.webp 1080w" sizes="100vw"><img src="/a.jpg" srcset="/a.jpg 750w, /b.jpg 1080w" sizes="100vw" alt="Rider at the lake" width="1600" height="900"></picture>';
const SVG = '<picture><img src="/a.svg" alt="Rider" width="1600" height="900"></picture>';

interface PageSpec {
  readonly path: string;
  readonly kind?: string;
  readonly chunk?: string;
  readonly main: string;
  readonly tags?: readonly string[];
  readonly language?: string;
  readonly alternates?: readonly string[];
}

function site(pages: readonly PageSpec[]): { output: OutputFiles; read: (file: string) => string } {
  const contents = new Map<string, string>();
  for (const p of pages) {
    contents.set(`${p.path.slice(1)}index.html`, `<!doctype html><html lang="${p.language ?? 'de'}"><body><header>Menü Suche</header><main>${p.main}<script>var notWords = "a b c"</script></main></body></html>`);
    contents.set(`page-data${p.path}page-data.json`, JSON.stringify({
      componentChunkName: p.chunk ?? 'content',
      result: { data: { kind: p.kind ?? 'Page', story: { language: p.language ?? 'de', ...(p.tags ? { tags: p.tags } : {}) } } },
      head: { alternates: (p.alternates ?? []).map((href) => ({ hreflang: 'x', href: `${ORIGIN}${href}` })) },
    }));
  }
  const files = new Set(contents.keys());
  return { output: { outDir: '/out', files, pages: [...files].filter((f) => f.endsWith('.html')) }, read: (f) => contents.get(f) ?? '' };
}
const messages = (pages: readonly PageSpec[]) => checkContentDepth(site(pages)).map((f) => `${f.file} ${f.rule} ${f.message}`);

describe('content-depth', () => {
  it('asks a news article for 250 words and a company or service page for 150, counting only <main> without scripts', () => {
    const found = messages([
      { path: '/de-de/news/kurz/', kind: 'Publication', main: `<h1>Kurz</h1>${PICTURE}<p>${words(240)}</p>` },
      { path: '/de-de/news/lang/', kind: 'Publication', main: `<h1>Lang</h1>${PICTURE}<p>${words(260)}</p>` },
      { path: '/de-de/ueber-uns/', kind: 'Page', main: `${PICTURE}<p>${words(140)}</p>` },
      { path: '/de-de/service/versand/', kind: 'ShippingMethodsListingPage', main: `${PICTURE}<p>${words(160)}</p>` },
    ]);
    expect(found).toEqual([
      'de-de/news/kurz/index.html content-depth content page (Publication) has 241 words in <main>; a news article, guide or story needs at least 250',
      'de-de/ueber-uns/index.html content-depth content page (Page) has 140 words in <main>; a company, service, campaign or method page needs at least 150',
    ]);
  });

  it('asks every page but a legal text for a sized, responsive picture with alt text, and names what the closest one lacks', () => {
    const found = messages([
      { path: '/de-de/garantie/', main: `${SVG}<p>${words(200)}</p>` },
      { path: '/de-de/faq/', main: `<p>${words(200)}</p><img src="/p.jpg" alt="" aria-hidden="true" width="20" height="11">` },
      { path: '/de-de/impressum/', tags: ['server-only', 'legal'], main: `<p>${words(200)}</p>` },
      { path: '/de-de/gut/', main: `${PICTURE}<p>${words(200)}</p>` },
    ]);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('de-de/garantie/index.html content-depth content page (Page) shows no sized, responsive picture in <main> (the closest lacks srcset with widths, sizes)');
    expect(found[1]).toMatch(/^de-de\/faq\/index.html content-depth content page \(Page\) shows no sized, responsive picture in <main>: /);
  });

  it('finds filler and unfilled placeholders', () => {
    expect(messages([{ path: '/de-de/a/', main: `${PICTURE}<p>${words(200)} Lorem ipsum dolor</p>` }])).toEqual(['de-de/a/index.html content-depth <main> holds filler or an unfilled placeholder: "Lorem ipsum"']);
    expect(messages([{ path: '/de-de/b/', main: `${PICTURE}<p>${words(200)} Willkommen bei {brand}</p>` }])).toEqual(['de-de/b/index.html content-depth <main> holds filler or an unfilled placeholder: "{brand}"']);
    expect(messages([{ path: '/es-es/c/', language: 'es', main: `${PICTURE}<p>${words(200)} todo el año</p>` }])).toEqual([]);
  });

  it('finds a page whose copy is its alternate\'s in another language, not the same language in another market', () => {
    const de = `${PICTURE}<p>${words(200)}</p>`;
    const found = messages([
      { path: '/de-de/x/', main: de, alternates: ['/de-de/x/', '/at-de/x/', '/de-en/x/', '/fr-fr/x/'] },
      { path: '/at-de/x/', main: de, alternates: ['/de-de/x/', '/at-de/x/', '/de-en/x/', '/fr-fr/x/'] },
      { path: '/de-en/x/', language: 'en', main: `<h1>English title</h1>${de}`, alternates: ['/de-de/x/', '/at-de/x/', '/de-en/x/', '/fr-fr/x/'] },
      { path: '/fr-fr/x/', language: 'fr', main: `${PICTURE}<p>${words(200, 'en')}</p>`, alternates: ['/de-de/x/', '/at-de/x/', '/de-en/x/', '/fr-fr/x/'] },
    ]);
    expect(found.filter((f) => f.includes('content-language')).sort()).toEqual([
      'at-de/x/index.html content-language 100% of its copy is the copy of its en alternate de-en/x/index.html: each language needs its own words',
      'de-de/x/index.html content-language 100% of its copy is the copy of its en alternate de-en/x/index.html: each language needs its own words',
    ]);
  });

  it('leaves pages of other kinds and other chunks alone', () => {
    expect(messages([
      { path: '/de-de/news/', kind: 'PublicationListing', main: '<p>kurz</p>' },
      { path: '/de-de/sinus/', chunk: 'product', kind: 'Publication', main: '<p>kurz</p>' },
    ])).toEqual([]);
  });

  it('reads words and pictures of <main> only', () => {
    const scan = scanMain('<html><body><nav>eins zwei</nav><main><h1>Drei &amp; vier</h1><noscript>fünf</noscript>6 7 <picture><source srcset="/a 1w"><img alt="x"></picture></main><footer>acht</footer></body></html>');
    expect(scan.words).toEqual(['Drei', 'vier']);
    expect(scan.images).toEqual([{ attrs: { alt: 'x' }, sources: [{ srcset: '/a 1w' }] }]);
  });
});
