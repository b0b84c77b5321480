import type { AppData, PageData, RscData, SliceData } from './page-data-schema.ts';

/**
 * Browser-side checks of the build's JSON payloads: the same shapes as the
 * valibot schemas in `page-data-schema.ts` (a test holds them together),
 * in a few hundred bytes instead of valibot's parser, because the runtime
 * must stay within 8 KB gzip on top of React and the router. Each check
 * returns `undefined` when the value fits, else where and why it does not.
 */
type Check = (value: unknown, at: string) => string | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const first = (issues: Iterable<string | undefined>): string | undefined => {
  for (const issue of issues) if (issue !== undefined) return issue;
  return undefined;
};

const type = (name: 'string' | 'boolean'): Check => (value, at) => (typeof value === name ? undefined : `${at}: expected ${name}`);
const string = type('string');
const nonEmpty: Check = (value, at) => string(value, at) ?? (value === '' ? `${at}: expected a non-empty string` : undefined);
const unknown: Check = () => undefined;
const optional = (check: Check): Check => (value, at) => (value === undefined ? undefined : check(value, at));
const array = (item: Check): Check => (value, at) => (Array.isArray(value) ? first(value.map((v, i) => item(v, `${at}.${i}`))) : `${at}: expected array`);
// Like valibot's `record`, any non-null object passes (arrays too).
const record = (item: Check): Check => (value, at) =>
  typeof value === 'object' && value !== null ? first(Object.entries(value).map(([k, v]) => item(v, `${at}.${k}`))) : `${at}: expected object`;
const object = (fields: Readonly<Record<string, Check>>): Check => (value, at) =>
  isObject(value) ? first(Object.entries(fields).map(([k, check]) => check(value[k], at === '' ? k : `${at}.${k}`))) : `${at || 'payload'}: expected object`;

const head = object({
  title: string,
  description: optional(string),
  lang: string,
  canonical: optional(string),
  robots: optional(string),
  alternates: array(object({ hreflang: string, href: string })),
});

const checks = {
  pageData: object({
    componentChunkName: string,
    path: string,
    result: object({ data: unknown, pageContext: optional(record(unknown)) }),
    staticQueryHashes: array(string),
    staticQueryNames: array(string),
    slicesMap: record(string),
    matchPath: optional(string),
    webpackCompilationHash: string,
    head,
    serverOnly: optional(type('boolean')),
  }),
  appData: object({ webpackCompilationHash: nonEmpty }),
  staticQuery: object({ data: unknown }),
  slice: object({ componentChunkName: string, result: object({ data: unknown, sliceContext: record(unknown) }), staticQueryHashes: array(string) }),
  rsc: object({ path: string, html: string, head, webpackCompilationHash: string, css: array(string) }),
} as const;

/** The payloads the runtime reads, by kind. */
export interface Payloads {
  readonly pageData: PageData;
  readonly appData: AppData;
  readonly staticQuery: { readonly data: unknown };
  readonly slice: SliceData;
  readonly rsc: RscData;
}

/** A checked payload, or why it is not one. */
export type PayloadCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

/** Checks `json` against the payload shape of `kind`. */
export function checkPayload<K extends keyof Payloads>(kind: K, json: unknown): PayloadCheck<Payloads[K]> {
  const why = checks[kind](json, '');
  return why === undefined ? { ok: true, value: json as Payloads[K] } : { ok: false, why };
}
