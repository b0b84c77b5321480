import * as v from 'valibot';
import { BLOCK_SCHEMAS, CENTRAL_SCHEMAS } from './blocks.ts';
import { isPageComponent, PAGE_SCHEMAS, type PageContent } from './pages.ts';

/** A parse outcome: the typed content, or every problem as `field: message`. */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly string[] };

export interface ParseOptions {
  /**
   * Strict (tests of the embedded files): an unknown block component is an error. Lenient (builds, preview):
   * it becomes an `_unknown` block that renders a placeholder outside production.
   * @default false
   */
  readonly strict?: boolean;
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]): string[] =>
  issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);

/** Replaces body entries whose component no schema knows by `_unknown` blocks (lenient mode). */
function markUnknownBlocks(content: Record<string, unknown>): Record<string, unknown> {
  const body = content['body'];
  if (!Array.isArray(body)) return content;
  return {
    ...content,
    body: body.map((b: unknown) => {
      const name = typeof b === 'object' && b !== null ? (b as { component?: unknown }).component : undefined;
      return typeof name === 'string' && Object.hasOwn(BLOCK_SCHEMAS, name) ? b : { component: '_unknown', name: String(name) };
    }),
  };
}

/** Parses a page story's `content` by its component (`home`, `publication`, ...). */
export function parsePageContent(content: unknown, options: ParseOptions = {}): ParseResult<PageContent> {
  if (typeof content !== 'object' || content === null) return { ok: false, issues: ['content: must be an object'] };
  const component = (content as { component?: unknown }).component;
  if (typeof component !== 'string' || !isPageComponent(component)) {
    return { ok: false, issues: [`content.component: unknown page component "${String(component)}"`] };
  }
  const input = options.strict ? content : markUnknownBlocks(content as Record<string, unknown>);
  const result = v.safeParse(PAGE_SCHEMAS[component], input);
  return result.success ? { ok: true, value: result.output as PageContent } : { ok: false, issues: issuesOf(result.issues).map((i) => `content.${i}`) };
}

export type CentralComponent = keyof typeof CENTRAL_SCHEMAS;
export type CentralContentOf<K extends CentralComponent> = v.InferOutput<(typeof CENTRAL_SCHEMAS)[K]>;

/** Parses a central-content story's `content` (hero, banner, faq, methods, ...) against the component's schema. */
export function parseCentralContent<K extends CentralComponent>(content: unknown, expected?: readonly K[]): ParseResult<CentralContentOf<K>> {
  const component = typeof content === 'object' && content !== null ? (content as { component?: unknown }).component : undefined;
  if (typeof component !== 'string' || !Object.hasOwn(CENTRAL_SCHEMAS, component)) {
    return { ok: false, issues: [`content.component: unknown central component "${String(component)}"`] };
  }
  if (expected && !expected.includes(component as K)) return { ok: false, issues: [`content.component: expected ${expected.join(' or ')}, got "${component}"`] };
  const result = v.safeParse(CENTRAL_SCHEMAS[component as CentralComponent], content);
  return result.success ? { ok: true, value: result.output as CentralContentOf<K> } : { ok: false, issues: issuesOf(result.issues).map((i) => `content.${i}`) };
}
