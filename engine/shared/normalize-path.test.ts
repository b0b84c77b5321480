import { describe, expect, it } from 'vitest';
import { createPathNormalizer, normalizePath, PATH_CACHE_SIZE, routeKey } from './normalize-path.ts';

describe('normalizePath', () => {
  it.each([
    ['/about/', '/about'],
    ['/about', '/about'],
    ['/about/?a=b', '/about?a=b'],
    ['/about/#x', '/about'],
    ['/about/?a=b#x', '/about?a=b'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/foo%20bar/', '/foo bar'],
    ['/at-de//basket/', '/at-de/basket'],
    ['https://www.winora.com/at-de/basket/?q=1', '/at-de/basket?q=1'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePath(raw)).toBe(expected);
  });

  it('keeps every part of a query with several "?" (the origin drops what follows a second "?")', () => {
    expect(normalizePath('/search/?q=a?b')).toBe('/search?q=a?b');
  });

  it('resolves relative links against the current page', () => {
    expect(normalizePath('rel', '/a/b')).toBe('/a/b/rel');
    expect(normalizePath('../c/', '/a/b/')).toBe('/a/c');
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(normalizePath('/%E0%A4%A/')).toBe('/%E0%A4%A');
  });

  it('routeKey treats trailing slashes and index.html as the same page', () => {
    expect(routeKey('/at-de/basket/')).toBe(routeKey('/at-de/basket'));
    expect(routeKey('/index.html')).toBe(routeKey('/'));
  });
});

describe('createPathNormalizer', () => {
  it('caches at most 512 parsed paths, evicting the least recently used', () => {
    const normalizer = createPathNormalizer();
    for (let i = 0; i < PATH_CACHE_SIZE + 100; i++) normalizer.normalize(`/p/${i}/`);
    expect(normalizer.size).toBe(PATH_CACHE_SIZE);
    expect(normalizer.normalize('/p/0/')).toBe('/p/0');
  });

  it('gives the same answers as normalizePath', () => {
    const normalizer = createPathNormalizer(4);
    for (const raw of ['/a/', '/b/?x=1', '/a/', 'c', '/index.html']) expect(normalizer.normalize(raw, '/base/')).toBe(normalizePath(raw, '/base/'));
  });
});
