import { describe, expect, it } from 'vitest';
import { renderDocumentStart as documentStartParts, type DocumentParts } from './render-document.ts';

/** The document start as the page's bytes read back. */
const renderDocumentStart = (parts: DocumentParts): string => Buffer.concat(documentStartParts(parts).map((p) => (typeof p === 'string' ? Buffer.from(p) : p))).toString('utf8');

const head = { title: 'Start', lang: 'de-DE', alternates: [] };

describe('renderDocumentStart stylesheets', () => {
  it('links every sheet without inline text (render-blocking, the default)', () => {
    const html = renderDocumentStart({ head, path: '/', buildHash: 'h', assets: { css: ['/assets/a.css', '/assets/b.css'], js: ['/assets/entry.js'] } });
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css">');
    expect(html).not.toContain('<style');
  });

  it('writes inline sheets as <style> in order, each followed by a disabled link the client loaders recognise', () => {
    const html = renderDocumentStart({
      head,
      path: '/',
      buildHash: 'h',
      assets: { css: ['/assets/a.css', '/assets/big.css', '/assets/b.css'], js: [], inlineCss: { '/assets/a.css': 'body{margin:0}', '/assets/b.css': '.x{color:red}' } },
    });
    const a = html.indexOf('<style data-href="/assets/a.css">body{margin:0}</style><link rel="stylesheet" href="/assets/a.css" disabled>');
    const big = html.indexOf('<link rel="stylesheet" href="/assets/big.css">');
    const b = html.indexOf('<style data-href="/assets/b.css">.x{color:red}</style><link rel="stylesheet" href="/assets/b.css" disabled>');
    expect(a).toBeGreaterThan(-1);
    expect(big).toBeGreaterThan(a);
    expect(b).toBeGreaterThan(big);
    // What the runtime's loadStylesheets and Vite's preload helper look for: a stylesheet link with the URL.
    expect([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/gu)].map((m) => m[1])).toEqual(['/assets/a.css', '/assets/big.css', '/assets/b.css']);
    expect(html.match(/<style/gu)).toHaveLength(2);
  });

  it('cannot let a sheet close its <style> element early', () => {
    const html = renderDocumentStart({ head, path: '/', buildHash: 'h', assets: { css: ['/assets/a.css'], js: [], inlineCss: { '/assets/a.css': '.a::after{content:"</style><script>alert(1)</script>"}' } } });
    expect(html).not.toContain('</style><script>');
    // The element ends where the sheet ends: the HTML parser closes <style> at the first `</style`, case-insensitively.
    const content = html.slice(html.indexOf('<style data-href="/assets/a.css">') + '<style data-href="/assets/a.css">'.length, html.search(/<\/style/iu));
    expect(content).toBe('.a::after{content:"<\\/style><script>alert(1)</script>"}');
  });

  it('inlines only the rules the page\'s classes can match, and links the whole sheet for print until the runtime applies it', () => {
    const css = 'body{margin:0}.used{color:red}.other{color:blue}@media (width>=768px){.used{color:green}.other{top:0}}';
    const html = renderDocumentStart({ head, path: '/', buildHash: 'h', bodyClass: 'theme', classes: new Set(['used']), assets: { css: ['/assets/a.css', '/assets/b.css'], js: [], inlineCss: { '/assets/a.css': css, '/assets/b.css': '.theme{color:#000}' } } });
    expect(html).toContain('<style data-href="/assets/a.css">body{margin:0}.used{color:red}@media (width>=768px){.used{color:green}}</style><link rel="stylesheet" href="/assets/a.css" media="print" data-deferred-css>');
    // Every rule of b.css matches (the body's own class counts): nothing is deferred, the link stays disabled.
    expect(html).toContain('<style data-href="/assets/b.css">.theme{color:#000}</style><link rel="stylesheet" href="/assets/b.css" disabled>');
  });
});
