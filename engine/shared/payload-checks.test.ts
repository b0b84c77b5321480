import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageDataFixture, sliceDataFixture } from '../testing/page-data-fixture.ts';
import { AppDataSchema, PageDataSchema, RscDataSchema, SliceDataSchema, StaticQueryDataSchema } from './page-data-schema.ts';
import { checkPayload, type Payloads } from './payload-checks.ts';

const schemas = { pageData: PageDataSchema, appData: AppDataSchema, staticQuery: StaticQueryDataSchema, slice: SliceDataSchema, rsc: RscDataSchema } as const;
const page = pageDataFixture('/de-de/', { head: { title: 'Start', lang: 'de-DE', description: 'd', alternates: [{ hreflang: 'de-DE', href: 'https://x/de-de/' }] } });

/** Valid payloads and single-field breakages of each; the browser checks must agree with the valibot schemas on every one. */
const cases: [keyof Payloads, string, unknown][] = [
  ['pageData', 'valid', page],
  ['pageData', 'server-only', { ...page, serverOnly: true, matchPath: '/de-de/*' }],
  ['pageData', 'no result', { ...page, result: undefined }],
  ['pageData', 'hashes not strings', { ...page, staticQueryHashes: [1] }],
  ['pageData', 'slicesMap value not string', { ...page, slicesMap: { header: 3 } }],
  ['pageData', 'head without lang', { ...page, head: { title: 't', alternates: [] } }],
  ['pageData', 'alternate without href', { ...page, head: { ...page.head, alternates: [{ hreflang: 'de' }] } }],
  ['pageData', 'serverOnly a string', { ...page, serverOnly: 'yes' }],
  ['pageData', 'pageContext an array', { ...page, result: { data: 1, pageContext: [] } }],
  ['pageData', 'an array', [page]],
  ['pageData', 'null', null],
  ['appData', 'valid', { webpackCompilationHash: 'abc' }],
  ['appData', 'empty hash', { webpackCompilationHash: '' }],
  ['appData', 'missing hash', {}],
  ['staticQuery', 'valid', { data: { a: 1 } }],
  ['staticQuery', 'HTML string', '<html>'],
  ['slice', 'valid', sliceDataFixture('header')],
  ['slice', 'no sliceContext', { ...sliceDataFixture('header'), result: { data: 1 } }],
  ['rsc', 'valid', { path: '/a/', html: '<p>a</p>', head: page.head, webpackCompilationHash: 'h', css: [] }],
  ['rsc', 'html missing', { path: '/a/', head: page.head, webpackCompilationHash: 'h', css: [] }],
  ['rsc', 'css missing', { path: '/a/', html: '<p>a</p>', head: page.head, webpackCompilationHash: 'h' }],
];

describe('browser payload checks agree with the valibot schemas', () => {
  it.each(cases)('%s: %s', (kind, _name, json) => {
    const expected = v.safeParse(schemas[kind], json).success;
    const checked = checkPayload(kind, json);
    expect(checked.ok).toBe(expected);
  });

  it('says where a payload breaks', () => {
    expect(checkPayload('pageData', { ...page, head: { ...page.head, alternates: [{ hreflang: 'de' }] } })).toEqual({ ok: false, why: 'head.alternates.0.href: expected string' });
  });
});
