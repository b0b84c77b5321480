import { describe, expect, it } from 'vitest';
import { headerPatternMatches, headersFor, loadHeaderRules, parseHeadersFile, renderHeadersFile, type HeaderRule } from './header-rules.ts';

const rules: HeaderRule[] = [
  { for: '/*', values: { 'X-Content-Type-Options': 'nosniff', 'Permissions-Policy': 'camera=(), geolocation=()' } },
  { for: '/at-de/haendler-finden/', values: { 'Permissions-Policy': 'camera=(), geolocation=(self)' } },
  { for: '/assets/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
];

describe('header rules', () => {
  it('writes the _headers file and reads it back to the same rules', () => {
    const text = renderHeadersFile(rules);
    expect(text).toBe([
      '/*', '  X-Content-Type-Options: nosniff', '  Permissions-Policy: camera=(), geolocation=()', '',
      '/at-de/haendler-finden/', '  Permissions-Policy: camera=(), geolocation=(self)', '',
      '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '',
    ].join('\n'));
    expect(parseHeadersFile(text)).toEqual({ ok: true, value: rules });
  });

  it('matches patterns as the CDNs do: * anything, :name one segment, the rest literally', () => {
    expect(headerPatternMatches('/*', '/')).toBe(true);
    expect(headerPatternMatches('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(headerPatternMatches('/assets/*', '/at-de/')).toBe(false);
    expect(headerPatternMatches('/:locale/search/', '/at-de/search/')).toBe(true);
    expect(headerPatternMatches('/:locale/search/', '/at-de/x/search/')).toBe(false);
    expect(headerPatternMatches('/a.b/', '/axb/')).toBe(false);
  });

  it('applies every matching rule; a header set twice is joined, so the later Permissions-Policy member wins', () => {
    expect(headersFor(rules, '/at-de/')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Permissions-Policy': 'camera=(), geolocation=()' });
    expect(headersFor(rules, '/at-de/haendler-finden/')['Permissions-Policy']).toBe('camera=(), geolocation=(), camera=(), geolocation=(self)');
    expect(headersFor(rules, '/assets/x.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses rules a CDN would misread', () => {
    expect(() => renderHeadersFile([{ for: 'at-de/', values: { A: 'b' } }])).toThrow(/must start with \//);
    expect(() => renderHeadersFile([{ for: '/*', values: { 'Bad Name': 'b' } }])).toThrow(/not a header name/);
    expect(() => renderHeadersFile([{ for: '/*', values: { A: 'one\ntwo' } }])).toThrow(/one non-empty line/);
    expect(parseHeadersFile('  X-A: b\n')).toMatchObject({ ok: false, error: { type: 'parse' } });
  });

  it('loads _headers.json from a build: none is an empty list, a broken file an error value naming it', () => {
    expect(loadHeaderRules('/out', () => null)).toEqual({ ok: true, value: [] });
    expect(loadHeaderRules('/out', () => JSON.stringify(rules))).toEqual({ ok: true, value: rules });
    expect(loadHeaderRules('/out', () => '{nope')).toMatchObject({ ok: false, error: { message: expect.stringContaining('_headers.json is not JSON') } });
    expect(loadHeaderRules('/out', () => '[{"for":"/*"}]')).toMatchObject({ ok: false, error: { message: '_headers.json: rule 0 is not { for, values }' } });
  });
});
