/** First-tag names that mark a code snippet as the place of the contact form. */
export const FORM_MARKER_TAGS = ['contact-form', 'salesforce-form', 'web-to-case-form'] as const;

/** What a rich-text code snippet becomes (spec §2 "rich text"). */
export type Snippet =
  | { readonly type: 'form' }
  | { readonly type: 'iframe'; readonly html: string }
  | { readonly type: 'html'; readonly html: string }
  | { readonly type: 'code'; readonly text: string };

/**
 * Classifies a code snippet by its first tag: a form marker embeds the contact form, an iframe goes into a
 * 16:9 container, other markup is raw HTML; text that is not markup stays a code block.
 */
export function classifySnippet(source: string): Snippet {
  const first = /^\s*(?:<!--[\s\S]*?-->\s*)*<([a-zA-Z][\w-]*)/.exec(source);
  if (first === null) return { type: 'code', text: source };
  const tag = (first[1] ?? '').toLowerCase();
  if ((FORM_MARKER_TAGS as readonly string[]).includes(tag)) return { type: 'form' };
  if (tag === 'iframe') return { type: 'iframe', html: source.trim() };
  return { type: 'html', html: source.trim() };
}
