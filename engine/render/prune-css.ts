/**
 * A stylesheet cut down to the rules a page's HTML can match, for the `<style>` a page inlines (render-document.ts):
 * the whole sheet still loads after the first paint, so what the first paint does not need leaves the document.
 *
 * A style rule stays when one of its selectors names only classes the page has (classes inside `:not()`, `:is()`,
 * `:where()`, `:has()` and attribute brackets are not required: the selector may match without them). A selector
 * without classes (`html`, `a:hover`, `*`) always stays, as do at-rules that are not conditional groups
 * (`@font-face`, `@keyframes`, `@property`, `@import`) and anything this reader is unsure of (escaped names, nested
 * rules): a rule kept by mistake costs bytes, a rule dropped by mistake costs a broken first paint. Conditional
 * groups (`@media`, `@supports`, `@container`, `@layer` blocks) keep their prelude and the rules inside that stay.
 *
 * The kept rules are the source's own text in the source's order, so the cascade is the one the whole sheet gives.
 */

/** A stylesheet read once per build; `forClasses` gives the page's part of it. */
export interface CssPruner {
  /** The rules `classes` can match, as CSS text (the whole sheet when every rule stays). */
  forClasses(classes: ReadonlySet<string>): string;
  /** The sheet as it was given. */
  readonly source: string;
}

type CssItem =
  | { readonly kind: 'always'; readonly text: string }
  /** `selectors`: per selector of the list, the classes it requires. */
  | { readonly kind: 'rule'; readonly index: number; readonly text: string; readonly selectors: readonly (readonly string[])[] }
  | { readonly kind: 'group'; readonly open: string; readonly items: readonly CssItem[] };

/** At-rules whose block holds rules that apply under a condition: their rules are pruned one by one. */
const GROUP_AT_RULE = /^@(?:media|supports|container|layer|scope|document|-moz-document)\b/iu;

/** Reads `css` into rules once; every page of a build then asks for its part. */
export function createCssPruner(css: string): CssPruner {
  let rules = 0;
  const items = parseItems(css, 0, css.length, () => rules++);
  const byKept = new Map<string, string>();
  return {
    source: css,
    forClasses(classes) {
      const kept = new Uint8Array(rules);
      markKept(items, classes, kept);
      if (!kept.includes(0)) return css;
      // Pages of one kind keep the same rules: their text is made once.
      const key = Buffer.from(kept).toString('latin1');
      let text = byKept.get(key);
      if (text === undefined) {
        text = write(items, kept);
        byKept.set(key, text);
      }
      return text;
    },
  };
}

function markKept(items: readonly CssItem[], classes: ReadonlySet<string>, kept: Uint8Array): void {
  for (const item of items) {
    if (item.kind === 'group') markKept(item.items, classes, kept);
    else if (item.kind === 'rule' && item.selectors.some((required) => required.every((c) => classes.has(c)))) kept[item.index] = 1;
  }
}

function write(items: readonly CssItem[], kept: Uint8Array): string {
  let out = '';
  for (const item of items) {
    if (item.kind === 'always') out += item.text;
    else if (item.kind === 'rule') {
      if (kept[item.index] === 1) out += item.text;
    } else {
      const inner = write(item.items, kept);
      // An empty group would only cost bytes, unless it holds something that is always kept.
      if (inner !== '') out += `${item.open}${inner}}`;
    }
  }
  return out;
}

/** Index after the string starting at `i` (a quote), or the end of the text. */
function skipString(css: string, i: number, end: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < end && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, end);
}

/** Index after the comment starting at `i`. */
function skipComment(css: string, i: number, end: number): number {
  const close = css.indexOf('*/', i + 2);
  return close === -1 || close + 2 > end ? end : close + 2;
}

/** Index of the `}` closing the block whose `{` is at `open`, or `end` when the sheet ends first. */
function closingBrace(css: string, open: number, end: number): number {
  let depth = 0;
  let i = open;
  while (i < end) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i, end);
    else if (c === '/' && css[i + 1] === '*') i = skipComment(css, i, end);
    else {
      if (c === '{') depth += 1;
      else if (c === '}') {
        depth -= 1;
        if (depth === 0) return i;
      }
      i += 1;
    }
  }
  return end;
}

function parseItems(css: string, start: number, end: number, nextRule: () => number): CssItem[] {
  const items: CssItem[] = [];
  let i = start;
  while (i < end) {
    const c = css[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i += 1;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const after = skipComment(css, i, end);
      // Kept: a licence comment (`/*! … */`) must travel with the code it covers.
      items.push({ kind: 'always', text: css.slice(i, after) });
      i = after;
      continue;
    }
    // The prelude runs to a `{` (a block) or a `;` (a statement such as `@import`), outside strings and parentheses.
    let j = i;
    let parens = 0;
    while (j < end) {
      const d = css[j];
      if (d === '"' || d === "'") {
        j = skipString(css, j, end);
        continue;
      }
      if (d === '(') parens += 1;
      else if (d === ')') parens -= 1;
      else if (parens === 0 && (d === '{' || d === ';' || d === '}')) break;
      j += 1;
    }
    if (j >= end || css[j] !== '{') {
      // A statement, or text this reader does not understand: kept as it is.
      const after = Math.min(j + 1, end);
      items.push({ kind: 'always', text: css.slice(i, after) });
      i = after;
      continue;
    }
    const close = closingBrace(css, j, end);
    const after = Math.min(close + 1, end);
    const prelude = css.slice(i, j).trim();
    if (prelude.startsWith('@')) {
      if (GROUP_AT_RULE.test(prelude)) items.push({ kind: 'group', open: css.slice(i, j + 1), items: parseItems(css, j + 1, close, nextRule) });
      else items.push({ kind: 'always', text: css.slice(i, after) });
    } else {
      const body = css.slice(j + 1, close);
      const selectors = prelude.includes('\\') || hasNestedBlock(body) ? null : requiredClasses(prelude);
      items.push(selectors === null ? { kind: 'always', text: css.slice(i, after) } : { kind: 'rule', index: nextRule(), text: css.slice(i, after), selectors });
    }
    i = after;
  }
  return items;
}

/** A character of a class name as a selector writes it without escapes: letters, digits, `_`, `-`, anything past ASCII. */
function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45 || code >= 0x80;
}

/** Per selector of a selector list, the class names it requires; the list is split at commas outside brackets. */
function requiredClasses(selectorList: string): string[][] {
  const selectors: string[][] = [];
  let current: string[] = [];
  let depth = 0;
  let i = 0;
  while (i < selectorList.length) {
    const c = selectorList[i]!;
    if (c === '"' || c === "'") {
      i = skipString(selectorList, i, selectorList.length);
      continue;
    }
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && c === ',') {
      selectors.push(current);
      current = [];
    } else if (depth === 0 && c === '.') {
      let j = i + 1;
      while (j < selectorList.length && isNameChar(selectorList.charCodeAt(j))) j += 1;
      if (j > i + 1) current.push(selectorList.slice(i + 1, j));
      i = j;
      continue;
    }
    i += 1;
  }
  selectors.push(current);
  return selectors;
}

/** Whether a rule's declarations hold a block (CSS nesting), outside strings. */
function hasNestedBlock(body: string): boolean {
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === '"' || c === "'") i = skipString(body, i, body.length) - 1;
    else if (c === '{') return true;
  }
  return false;
}

const CLASS_ATTRIBUTE = ' class="';
const NOT_ASCII = /[^\0-\x7f]/u;
const SPACES = /\s+/u;

/**
 * Every class name on the elements of `html` (React writes `class="…"` with double quotes). The bytes are read as
 * Latin-1, one character per byte, so the search and the slicing run on one string; each distinct attribute value
 * is split once (most elements of a page repeat a value), a value with bytes past ASCII decoded as UTF-8 first.
 */
export function classNamesInHtml(html: Uint8Array): Set<string> {
  const text = Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1');
  const classes = new Set<string>();
  const seen = new Set<string>();
  let at = text.indexOf(CLASS_ATTRIBUTE);
  while (at !== -1) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = text.indexOf('"', start);
    if (end === -1) break;
    const value = text.slice(start, end);
    if (!seen.has(value)) {
      seen.add(value);
      for (const name of (NOT_ASCII.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value).split(SPACES)) if (name !== '') classes.add(name);
    }
    at = text.indexOf(CLASS_ATTRIBUTE, end);
  }
  return classes;
}
