import { describe, expect, it } from 'vitest';
import { createMatchPathPicker, matchPathParams, rankMatchPath } from './match-path.ts';

describe('rankMatchPath', () => {
  it.each([
    ['/users/new', 14],
    ['/users/:id', 13],
    ['/app/*', 6],
    ['/at-de/*', 6],
    ['/', 5],
    ['/*', -1],
  ])('%s scores %i', (pattern, score) => {
    expect(rankMatchPath(pattern)).toBe(score);
  });
});

describe('matchPathParams', () => {
  it.each([
    ['/app/*', '/app/a/b', { '*': 'a/b' }],
    ['/app/*', '/app', { '*': '' }],
    ['/users/:id', '/users/12', { id: '12' }],
    ['/users/:id/orders/:order', '/users/12/orders/7', { id: '12', order: '7' }],
    ['/', '/', {}],
    ['/*', '/', { '*': '' }],
  ])('%s matches %s with %j', (pattern, pathname, params) => {
    expect(matchPathParams(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/users/:id', '/users'],
    ['/users/:id', '/users/12/more'],
    ['/app/*', '/application'],
    ['/', '/about'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPathParams(pattern, pathname)).toBeUndefined();
  });
});

describe('createMatchPathPicker', () => {
  it('#8 static /users/new beats /users/:id by rank (14 vs 13), whatever the list order', () => {
    const dynamic = { path: '/users/[id]/', matchPath: '/users/:id' };
    const fixed = { path: '/users/new/', matchPath: '/users/new' };
    for (const entries of [[dynamic, fixed], [fixed, dynamic]]) {
      const pick = createMatchPathPicker(entries);
      expect(pick('/users/new')?.entry).toBe(fixed);
      expect(pick('/users/12')).toEqual({ entry: dynamic, params: { id: '12' } });
    }
  });

  it('the more specific of two catch-alls wins: /at-de/shop/* before /at-de/*', () => {
    const locale = { path: '/at-de/404/', matchPath: '/at-de/*' };
    const shop = { path: '/at-de/shop/', matchPath: '/at-de/shop/*' };
    const pick = createMatchPathPicker([locale, shop]);
    expect(pick('/at-de/shop/bikes')?.entry).toBe(shop);
    expect(pick('/at-de/nope')?.entry).toBe(locale);
    expect(pick('/ch-fr/nope')).toBeUndefined();
  });
});
