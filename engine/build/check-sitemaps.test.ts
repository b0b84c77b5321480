import { describe, expect, it } from 'vitest';
import { checkSitemapUrls, findMissingSitemapPages } from './check-sitemaps.ts';

describe('checkSitemapUrls', () => {
  const files = new Set(['/out/at-de/index.html', '/out/at-de/ebikes/index.html']);
  const exists = (file: string): boolean => files.has(file);

  it('passes when every listed page was written', () => {
    expect(() => checkSitemapUrls(['https://x.test/at-de/', 'https://x.test/at-de/ebikes/'], 'https://x.test', '/out', exists)).not.toThrow();
  });

  it('fails naming a listed page whose HTML is missing', () => {
    expect(() => checkSitemapUrls(['https://x.test/at-de/', 'https://x.test/at-de/gone/'], 'https://x.test', '/out', exists)).toThrow(
      'The sitemap lists https://x.test/at-de/gone/, but no page was written for it.',
    );
  });

  it('fails on a URL of another origin', () => {
    expect(() => checkSitemapUrls(['https://other.test/at-de/'], 'https://x.test', '/out', exists)).toThrow(/other\.test/);
  });
});

describe('findMissingSitemapPages', () => {
  const files = new Set(['/out/at-de/index.html']);
  const exists = (file: string): boolean => files.has(file);

  it('lists every missing or foreign URL, not only the first', () => {
    expect(findMissingSitemapPages(['https://x.test/at-de/', 'https://x.test/at-de/gone/', 'https://other.test/at-de/'], 'https://x.test', '/out', exists)).toEqual([
      'https://x.test/at-de/gone/',
      'https://other.test/at-de/',
    ]);
  });
});
