/**
 * The `ContentSource` port (`site/content/source/content-source.ts`) over the content client: every story
 * with the model's relations resolved (`RESOLVE_RELATIONS`) and story links resolved as whole stories,
 * failures mapped onto the port's kinds (404 → not-found; parse → invalid; the rest → transport).
 */
import { RESOLVE_RELATIONS } from '../model/relations.ts';
import type { ContentError as PortError, ContentResult as PortResult, ContentSource } from '../source/content-source.ts';
import type { ContentError } from './content-types.ts';
import type { ContentClient } from './create-content-client.ts';

function toPortError(e: ContentError): PortError {
  if (e.status === 404) return { type: 'not-found', message: e.message, retryable: false };
  if (e.type === 'parse' || e.type === 'invalid-request') return { type: 'invalid', message: `${e.request}: ${e.message}`, retryable: false };
  return { type: 'transport', message: `${e.request}: ${e.message}${e.status ? ` (${e.status})` : ''}`, retryable: e.retryable };
}

export interface ApiContentSourceOptions {
  /** Stories per list request (fewer requests under the 5/s limit). @default 100 */
  readonly perPage?: number;
}

/** A ContentSource reading through `client` (the local service offline, Storyblok with a token). */
export function createApiContentSource(client: ContentClient, o: ApiContentSourceOptions = {}): ContentSource {
  const resolve = { resolveRelations: RESOLVE_RELATIONS, resolveLinks: 'story' } as const;
  return {
    async getStory(fullSlug, query): Promise<PortResult<Awaited<ReturnType<ContentSource['getStory']>> extends PortResult<infer S> ? S : never>> {
      const result = await client.getStory(fullSlug, { ...resolve, language: query.language, version: query.version ?? 'published' });
      return result.ok ? result : { ok: false, error: toPortError(result.error) };
    },
    async getAllStories(query) {
      const result = await client.getAllStories({ ...resolve, language: query.language, version: query.version ?? 'published', perPage: o.perPage ?? 100, ...(query.startsWith ? { startsWith: query.startsWith } : {}) });
      return result.ok ? result : { ok: false, error: toPortError(result.error) };
    },
  };
}
