/**
 * Fetches a locale's index file and builds its engine, once per URL (header and search page share it). The
 * engine and MiniSearch live in the chunk of this module: callers import it dynamically, when a shopper
 * focuses a search field or opens the search page, so no other page loads any of it.
 */
import { err, ok, type Result } from '@cycle/engine/shared';
import { createSearchEngine, type SearchEngine } from './search-engine.ts';
import { SEARCH_INDEX_VERSION, type SearchIndexFile } from './search-types.ts';

const loaded = new Map<string, Promise<Result<SearchEngine, string>>>();

/** Reads an index file: a failed request, invalid JSON or another format version is an error value, not a throw. */
export async function fetchSearchEngine(url: string, fetcher: typeof fetch = globalThis.fetch): Promise<Result<SearchEngine, string>> {
  let response: Response;
  try {
    response = await fetcher(url, { credentials: 'same-origin' });
  } catch (error) {
    return err(`search index ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) return err(`search index ${url}: HTTP ${response.status}`);
  let file: unknown;
  try {
    file = await response.json();
  } catch {
    return err(`search index ${url}: not JSON`);
  }
  const f = file as Partial<SearchIndexFile> | null;
  if (f === null || typeof f !== 'object' || f.version !== SEARCH_INDEX_VERSION || !Array.isArray(f.products) || !Array.isArray(f.pages)) return err(`search index ${url}: not a version ${SEARCH_INDEX_VERSION} index`);
  return ok(createSearchEngine(f as SearchIndexFile));
}

/** The engine of an index URL, fetched once per page load; a failure is forgotten so the next focus tries again. */
export function loadSearchEngine(url: string): Promise<Result<SearchEngine, string>> {
  let engine = loaded.get(url);
  if (engine === undefined) {
    engine = fetchSearchEngine(url).then((result) => {
      if (!result.ok) loaded.delete(url);
      return result;
    });
    loaded.set(url, engine);
  }
  return engine;
}
