import { describe, expect, it } from 'vitest';
import { canPrefetch } from './connection.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('canPrefetch', () => {
  it.each(['slow-2g', '2g'])('#38 effectiveType %s skips prefetching', (effectiveType) => {
    expect(canPrefetch({ connection: { effectiveType }, userAgent: CHROME })).toBe(false);
  });

  it('#38 saveData skips prefetching, even on 4g', () => {
    expect(canPrefetch({ connection: { effectiveType: '4g', saveData: true }, userAgent: CHROME })).toBe(false);
  });

  it.each(['3g', '4g'])('#38 effectiveType %s prefetches', (effectiveType) => {
    expect(canPrefetch({ connection: { effectiveType, saveData: false }, userAgent: CHROME })).toBe(true);
  });

  it.each([
    ['missing (Firefox, Safari)', undefined],
    ['null', null],
    ['not an object', 42],
    ['with odd field types', { effectiveType: 2, saveData: 'yes' }],
  ])('#38 a connection that is %s is read defensively and allows prefetching', (_name, connection) => {
    expect(canPrefetch({ connection, userAgent: CHROME })).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Sogou web spider/4.0',
    'ia_archiver (crawler)',
    'Screaming Frog SEO Spider/19.0 crawling',
  ])('#39 bot user agent %s never prefetches', (userAgent) => {
    expect(canPrefetch({ connection: { effectiveType: '4g' }, userAgent })).toBe(false);
  });

  it('#39 a browser user agent, or none, prefetches', () => {
    expect(canPrefetch({ userAgent: CHROME })).toBe(true);
    expect(canPrefetch({})).toBe(true);
  });
});
