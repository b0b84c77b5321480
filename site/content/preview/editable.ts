/** The attributes the visual-editor bridge outlines a block by (Storyblok §12.3). */
export interface EditableAttributes {
  /** The marker's JSON: `{"name","space","uid","id"}`. */
  readonly 'data-blok-c': string;
  /** `<story id>-<block uid>`. */
  readonly 'data-blok-uid': string;
}

const MARKER = /^<!--#storyblok#(\{.*\})-->$/s;

/**
 * A block's `_editable` marker (draft answers only: `<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`)
 * as the bridge's attributes; `null` without a marker or for a malformed one (published content has none, so
 * built pages never carry them).
 */
export function editableAttributes(editable: string | undefined): EditableAttributes | null {
  const json = editable === undefined ? undefined : MARKER.exec(editable)?.[1];
  if (json === undefined) return null;
  try {
    const marker = JSON.parse(json) as { uid?: unknown; id?: unknown };
    if (typeof marker.uid !== 'string' || (typeof marker.id !== 'string' && typeof marker.id !== 'number')) return null;
    return { 'data-blok-c': json, 'data-blok-uid': `${String(marker.id)}-${marker.uid}` };
  } catch {
    return null;
  }
}
