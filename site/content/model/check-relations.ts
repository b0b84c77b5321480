import { CENTRAL_SCHEMAS } from './blocks.ts';
import { parseCentralContent } from './parse-content.ts';

/** A resolved relation whose story is central content (hero, banner, faq, methods, …). */
function isCentralRef(value: Record<string, unknown>): value is { full_slug: string; content: { component: string } } {
  const content = value['content'];
  if (typeof value['full_slug'] !== 'string' || typeof content !== 'object' || content === null) return false;
  const component = (content as { component?: unknown }).component;
  return typeof component === 'string' && Object.hasOwn(CENTRAL_SCHEMAS, component);
}

/**
 * `content` with every resolved central-content relation checked against its component's schema: one that
 * does not fit is replaced by its `full_slug` (an unresolved relation), which the page then skips. Done where
 * the content is loaded (the build, preview mode), so the page's render (`related()` in
 * `render/blocks/relation-blocks.tsx`) needs no schema, and no validation library reaches the browser's first
 * load. A valid relation is left as it is (same object), so page data does not change.
 */
export function checkRelations<T>(content: T, warn: (message: string) => void = (m) => console.warn(m)): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const v = visit(item);
        changed ||= v !== item;
        return v;
      });
      return changed ? next : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (isCentralRef(record)) {
      const parsed = parseCentralContent(record.content);
      if (!parsed.ok) {
        warn(`Related story "${record.full_slug}" is not shown: ${parsed.issues.join('; ')}`);
        return record.full_slug;
      }
    }
    let next: Record<string, unknown> | undefined;
    for (const [key, child] of Object.entries(record)) {
      const v = visit(child);
      if (v !== child) (next ??= { ...record })[key] = v;
    }
    return next ?? value;
  };
  return visit(content) as T;
}

/** A loaded page with its content and editorial parts' relations checked (`checkRelations`); the rest of its data is not walked. */
export function withCheckedRelations<T extends { readonly data: unknown }>(loaded: T): T {
  const data = loaded.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return loaded;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | undefined;
  for (const key of ['content', 'editorial']) {
    if (!(key in record)) continue;
    const checked = checkRelations(record[key]);
    if (checked !== record[key]) (next ??= { ...record })[key] = checked;
  }
  return next === undefined ? loaded : { ...loaded, data: next };
}
