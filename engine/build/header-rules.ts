import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Result, type ResultError } from '../shared/result.ts';

/**
 * Response headers for the paths a pattern matches, as a CDN applies them: Netlify's and Cloudflare
 * Pages' `_headers` file (`/*` splat, `:name` one segment) and Netlify's JSON form (`for`, `values`).
 */
export interface HeaderRule {
  /** Path pattern: `/*`, `/at-de/haendler-finden/`, `/assets/*`, `/:locale/search/`. */
  readonly for: string;
  /** Header name → value. */
  readonly values: Readonly<Record<string, string>>;
}

/** The two files a build writes for a CDN and for `pnpm start`: the same rules in two forms. */
export const HEADERS_FILE = '_headers';
export const HEADERS_JSON_FILE = '_headers.json';

const PATTERN = /^\/[^\s]*$/;
const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Why a rule list is unusable, or `null`: patterns start with `/`, names are header tokens, values one line. */
export function headerRulesProblem(rules: unknown): string | null {
  if (!Array.isArray(rules)) return 'not a list of rules';
  for (const [i, rule] of rules.entries()) {
    const r = rule as Partial<HeaderRule> | null;
    if (typeof r !== 'object' || r === null || typeof r.for !== 'string' || typeof r.values !== 'object' || r.values === null) return `rule ${i} is not { for, values }`;
    if (!PATTERN.test(r.for)) return `rule ${i}: pattern "${r.for}" must start with / and have no spaces`;
    for (const [name, value] of Object.entries(r.values)) {
      if (!NAME.test(name)) return `rule ${i}: "${name}" is not a header name`;
      if (typeof value !== 'string' || /[\r\n]/.test(value) || value.trim() === '') return `rule ${i}: the value of ${name} must be one non-empty line`;
    }
  }
  return null;
}

/** The `_headers` text (Netlify, Cloudflare Pages): each pattern, then its headers indented by two spaces. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const problem = headerRulesProblem(rules);
  if (problem) throw new Error(`renderHeadersFile: ${problem}`);
  const blocks = rules.map((r) => [r.for, ...Object.entries(r.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** Reads `_headers` text back into rules (comments and blank lines skipped); a malformed line is an error value. */
export function parseHeadersFile(text: string): Result<HeaderRule[]> {
  const rules: { for: string; values: Record<string, string> }[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const m = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const current = rules[rules.length - 1];
    if (!m || !current) return err(parseError(`line ${i + 1}: "${line.trim()}" is not "Name: value" under a path`));
    current.values[m[1]!] = m[2]!.trim();
  }
  const problem = headerRulesProblem(rules);
  return problem ? err(parseError(problem)) : ok(rules);
}

/** Whether a `_headers` pattern matches a URL path: `*` matches anything (slashes too), `:name` one segment. */
export function headerPatternMatches(pattern: string, pathname: string): boolean {
  let source = '^';
  for (const part of pattern.split(/(\*|:[A-Za-z_][\w]*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':') && part.length > 1) source += '[^/]+';
    else source += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`${source}$`).test(pathname);
}

/**
 * The headers for one request path: every matching rule in file order. A header that several matching rules set
 * gets their values joined with ", " (Cloudflare Pages, and HTTP's own rule for repeated fields); rules are written
 * so that this is right: a later Permissions-Policy repeats the feature it changes, and the last member wins.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!headerPatternMatches(rule.for, pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const first = names.get(key);
      if (first === undefined) {
        names.set(key, name);
        out[name] = value;
      } else out[first] = `${out[first]}, ${value}`;
    }
  }
  return out;
}

/**
 * The header rules a build wrote (`_headers.json` in `outDir`): an empty list when the build wrote none, an error
 * value when the file is not valid JSON or not a rule list.
 */
export function loadHeaderRules(outDir: string, read: (file: string) => string | null = readIfExists): Result<HeaderRule[]> {
  const text = read(path.join(outDir, HEADERS_JSON_FILE));
  if (text === null) return ok([]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return err(parseError(`${HEADERS_JSON_FILE} is not JSON: ${error instanceof Error ? error.message : String(error)}`));
  }
  const problem = headerRulesProblem(parsed);
  return problem ? err(parseError(`${HEADERS_JSON_FILE}: ${problem}`)) : ok(parsed as HeaderRule[]);
}

function readIfExists(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function parseError(message: string): ResultError {
  return { type: 'parse', message, retryable: false };
}
