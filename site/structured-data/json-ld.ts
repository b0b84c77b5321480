/** A schema.org JSON-LD node: its type and properties (plain JSON). */
export type JsonLdNode = { readonly '@type': string } & { readonly [property: string]: unknown };

/** A top-level block: a node with its `@context`. */
export type JsonLdBlock = JsonLdNode & { readonly '@context': typeof SCHEMA_ORG };

export const SCHEMA_ORG = 'https://schema.org';

/** A top-level block of `node`. */
export function block(node: JsonLdNode): JsonLdBlock {
  return { '@context': SCHEMA_ORG, ...node };
}

/** `path` (or an absolute URL, kept) as an absolute URL at `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/$/, '')}/`).href;
}

/**
 * The blocks as `<script type="application/ld+json">` tags for the page head. `<`, `>` and `&` are written as
 * JSON unicode escapes, so no value can close the script (`</script`), open a comment (`<!--`) or be read as
 * markup, and U+2028/U+2029 are escaped for old parsers; the JSON means the same.
 */
export function serializeJsonLd(blocks: readonly JsonLdBlock[]): string {
  return blocks
    .map((b) => {
      return `<script type="application/ld+json">${jsonLdText(b)}</script>`;
    })
    .join('');
}

/** The JSON text of one script's content: `<`, `>`, `&`, U+2028 and U+2029 as unicode escapes (same JSON, no markup). */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
