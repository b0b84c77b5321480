import * as v from 'valibot';
import { parseCentralContent, parsePageContent } from './parse-content.ts';
import { StoryFileSchema } from './story-file.ts';

/**
 * Checks one embedded content file against the envelope and its component's schema (strict: unknown
 * blocks fail). Returns every problem as `<file>: <field>: <message>`; empty when the file is valid.
 * `relPath` is `<brand>/<language>/<full_slug>.json`.
 */
export function checkStoryFile(relPath: string, json: unknown): string[] {
  const envelope = v.safeParse(StoryFileSchema, json);
  if (!envelope.success) return envelope.issues.map((i) => `${relPath}: ${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
  const slug = relPath.split('/').slice(2).join('/').replace(/\.json$/, '');
  const result = slug.startsWith('sitecentralcontent/') ? parseCentralContent(envelope.output.content) : parsePageContent(envelope.output.content, { strict: true });
  return result.ok ? [] : result.issues.map((i) => `${relPath}: ${i}`);
}
