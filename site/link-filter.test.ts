import { describe, expect, it } from 'vitest';
import { linkFilter } from './site.tsx';

describe('header and footer link only to built pages', () => {
  it('drops a link to a page the build does not have, keeps the others', () => {
    const keep = linkFilter(new Set(['/de-de/', '/de-de/service/kontakt/']));
    const links = [{ href: '/de-de/service/kontakt/' }, { href: '/de-de/haendler-finden/' }];
    expect(links.filter(keep)).toEqual([{ href: '/de-de/service/kontakt/' }]);
  });

  it('before the crawl (no route list) every link stays', () => {
    expect([{ href: '/x/' }].filter(linkFilter(null))).toHaveLength(1);
  });
});
