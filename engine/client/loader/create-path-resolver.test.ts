import { describe, expect, it, vi } from 'vitest';
import { createPathResolver, NO_PARAMS } from './create-path-resolver.ts';
import { createMatchPathPicker } from './match-path.ts';

describe('createPathResolver', () => {
  it('#3 /about/?a=b resolves to the key /about?a=b (query kept, trailing slash dropped)', () => {
    expect(createPathResolver().resolve('/about/?a=b')).toEqual({ key: '/about?a=b', params: NO_PARAMS });
  });

  it('#5 /index.html resolves to /', () => {
    expect(createPathResolver().resolve('/index.html').key).toBe('/');
  });

  it('#7 with matchPath /app/*, /app/a/b?x=1 resolves to the page /app with params["*"] = "a/b"', () => {
    const resolver = createPathResolver({ matchPaths: [{ path: '/app/', matchPath: '/app/*' }] });
    expect(resolver.resolve('/app/a/b?x=1')).toEqual({ key: '/app', params: { '*': 'a/b' }, matchPath: '/app/*' });
  });

  it('#7 a locale catch-all /at-de/* sends unknown paths of the locale to its not-found page, params decoded', () => {
    const resolver = createPathResolver({ matchPaths: [{ path: '/at-de/404/', matchPath: '/at-de/*' }] });
    expect(resolver.resolve('/at-de/gibt%20es%20nicht/')).toEqual({ key: '/at-de/404', params: { '*': 'gibt es nicht' }, matchPath: '/at-de/*' });
    expect(resolver.resolve('/ch-fr/x/').key).toBe('/ch-fr/x');
  });

  it('#8 the static page /users/new listed beside /users/:id resolves to itself', () => {
    const resolver = createPathResolver({
      matchPaths: [
        { path: '/users/[id]/', matchPath: '/users/:id' },
        { path: '/users/new/', matchPath: '/users/new' },
      ],
    });
    expect(resolver.resolve('/users/new/').key).toBe('/users/new');
    expect(resolver.resolve('/users/12/')).toMatchObject({ key: '/users/[id]', params: { id: '12' } });
  });

  it('#10 the same raw path twice runs matchPath picking once (cached) and gives the same object', () => {
    const pick = vi.fn(createMatchPathPicker([{ path: '/app/', matchPath: '/app/*' }]));
    const resolver = createPathResolver({ pick });
    const first = resolver.resolve('/app/a/b');
    expect(resolver.resolve('/app/a/b')).toBe(first);
    expect(pick).toHaveBeenCalledTimes(1);
  });

  it('#10 the resolution cache is an LRU of 512 entries by default: the oldest path is matched again', () => {
    const pick = vi.fn(() => undefined);
    const resolver = createPathResolver({ pick });
    for (let i = 0; i <= 512; i++) resolver.resolve(`/p/${i}`);
    expect(pick).toHaveBeenCalledTimes(513);
    resolver.resolve('/p/512');
    expect(pick).toHaveBeenCalledTimes(513);
    resolver.resolve('/p/0');
    expect(pick).toHaveBeenCalledTimes(514);
  });

  it('resolves relative links against the current path', () => {
    const resolver = createPathResolver({ currentPath: () => '/a/b/' });
    expect(resolver.resolve('rel').key).toBe('/a/b/rel');
  });
});
