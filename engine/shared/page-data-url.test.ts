import { describe, expect, it } from 'vitest';
import { htmlFilePath, pageDataUrl, rscDataUrl } from './page-data-url.ts';

describe('page-data URLs', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/about', '/page-data/about/page-data.json'],
    ['/about?a=b', '/page-data/about/page-data.json?a=b'],
    ['/404.html', '/page-data/404.html/page-data.json'],
    ['/at-de/basket/', '/page-data/at-de/basket/page-data.json'],
    ['/nl/nl/', '/page-data/nl/nl/page-data.json'],
  ])('%s → %s', (path, url) => {
    expect(pageDataUrl(path)).toBe(url);
  });

  it('points server-only pages at -rsc.json, keeping the query', () => {
    expect(rscDataUrl('/at-de/story?x=1')).toBe('/page-data/at-de/story/page-data-rsc.json?x=1');
  });

  it('writes .html paths verbatim and others as index.html', () => {
    expect(htmlFilePath('/')).toBe('index.html');
    expect(htmlFilePath('/404.html')).toBe('404.html');
    expect(htmlFilePath('/at-de/basket/')).toBe('at-de/basket/index.html');
  });
});
