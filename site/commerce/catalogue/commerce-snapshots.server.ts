/**
 * Build time: the commerce pages a build made from a locale's catalogue, kept for the next build. Reading a
 * locale's catalogue and making its pages is most of a build's crawl (winora: 16 locales, the commerce half of the
 * crawl took 1.8 times the content half); when a story changed and the shop did not, the next build takes the
 * pages made last time. A snapshot counts only for the same code (the site bundle's key, which covers how pages
 * are made) and the same catalogue version of the locale's country (catalogue-version.server.ts, read by the build
 * before it crawls); anything else is read and made again, and kept for the next build.
 *
 * Stored with `v8.serialize` (kept-v8-file.server.ts), so a page comes back exactly as it was made. A snapshot that
 * cannot be read (damaged, another Node version) is read as none.
 */
import path from 'node:path';
import type { CommerceSearchPart } from '../../search/build-search-index.server.ts';
import type { CommercePage } from './commerce-pages.server.ts';
import { readKept, writeKept } from './kept-v8-file.server.ts';

/** One locale's pages and search part, as its catalogue made them. */
export interface LocalePagesSnapshot {
  readonly list: readonly CommercePage[];
  readonly search: CommerceSearchPart;
}

export interface CommerceSnapshots {
  /** The locale's pages made from the catalogue at `version`, or `null`. */
  read(localeId: string, version: string): LocalePagesSnapshot | null;
  /** Keeps the locale's pages made from the catalogue at `version`; a failed write is reported, not thrown. */
  write(localeId: string, version: string, snapshot: LocalePagesSnapshot): void;
}

/** Snapshots in `dir`, valid for the site code `code`. */
export function createCommerceSnapshots(dir: string, code: string, warn: (line: string) => void = (line) => console.warn(line)): CommerceSnapshots {
  const fileOf = (localeId: string): string => path.join(dir, `commerce-${localeId.replace(/[^a-z0-9-]/gi, '_')}.v8`);
  return {
    read(localeId, version) {
      const kept = readKept<LocalePagesSnapshot & { readonly version: string }>(fileOf(localeId), code);
      return kept === null || kept.version !== version ? null : { list: kept.list, search: kept.search };
    },
    write(localeId, version, snapshot) {
      writeKept(fileOf(localeId), code, { version, list: snapshot.list, search: snapshot.search }, `the pages of ${localeId}`, warn);
    },
  };
}
