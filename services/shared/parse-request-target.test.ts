import { describe, expect, it } from 'vitest';
import { isSameOriginLocation, parseRequestTarget } from './parse-request-target.ts';

const path = (raw: string) => {
  const parsed = parseRequestTarget(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.pathname;
};

describe('parseRequestTarget', () => {
  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//[', '/['],
    ['//:99999', '/:99999'],
    ['/.//at-de', '/at-de'],
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example', '/evil.example'],
    ['/at-de/.%2e/', '/'],
    ['/../../../../etc/passwd', '/etc/passwd'],
    ['/at-de//basket/', '/at-de/basket/'],
  ])('reads %s as the path %s (where new URL(raw, base) threw or took a host)', (raw, pathname) => {
    expect(path(raw)).toBe(pathname);
  });

  it('keeps the query, encodes what is not printable ASCII and drops a fragment', () => {
    const parsed = parseRequestTarget('/a?q=%&b=\u00fc c#frag');
    expect(parsed).toMatchObject({ ok: true, value: { pathname: '/a', search: '?q=%&b=%FC%20c' } });
    if (parsed.ok) expect(parsed.value.query.get('q')).toBe('%');
    expect(parseRequestTarget('/?')).toMatchObject({ ok: true, value: { pathname: '/', search: '' } });
  });

  it('decodes the path, and keeps an encoded slash or backslash inside its segment', () => {
    expect(parseRequestTarget('/a%20b/..%2fc/%5cd')).toMatchObject({ ok: true, value: { pathname: '/a%20b/..%2fc/%5cd', decodedPath: '/a b/../c/\\d' } });
  });

  it.each([
    ['*', 'must be a path'],
    ['http://evil.example/', 'must be a path'],
    ['', 'must be a path'],
    ['/%', 'malformed percent-encoding'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/%ff%fe', 'malformed percent-encoding'],
    ['/%c0%af', 'malformed percent-encoding'],
    ['/a%00b', 'NUL'],
  ])('refuses %s (%s)', (raw, reason) => {
    const parsed = parseRequestTarget(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(reason);
  });
});

describe('isSameOriginLocation', () => {
  it('accepts one slash and refuses protocol-relative, backslash and absolute locations', () => {
    expect(['/', '/at-de/', '/a?b'].map(isSameOriginLocation)).toEqual([true, true, true]);
    expect(['//at-de/', '/\\evil', 'http://evil.example/', 'at-de/', ''].map(isSameOriginLocation)).toEqual([false, false, false, false, false]);
  });
});
