/**
 * Build time: the commerce pages a build made from a locale's catalogue, kept for the next build. Reading a
 * locale's catalogue and making its pages is most of a build's crawl (winora: 16 locales, the commerce half of the
 * crawl took 1.8 times the content half); when a story changed and the shop did not, the next build takes the
 * pages made last time. A snapshot counts only for the same code (the site bundle's key, which covers how pages
 * are made) and the same catalogue version of the locale's country (catalogue-version.server.ts, read by the build
 * before it crawls); anything else is read and made again, and kept for the next build.
 *
 * Stored with `v8.serialize`, the structured clone the render threads receive the same pages by, so a page comes
 * back exactly as it was made. A snapshot that cannot be read (damaged, another Node version) is read as none.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { CommerceSearchPart } from '../../search/build-search-index.server.ts';
import type { CommercePage } from './commerce-pages.server.ts';

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

interface StoredSnapshot extends LocalePagesSnapshot {
  readonly format: 1;
  readonly code: string;
  readonly node: string;
  readonly version: string;
}

/** Snapshots in `dir`, valid for the site code `code`. */
export function createCommerceSnapshots(dir: string, code: string, warn: (line: string) => void = (line) => console.warn(line)): CommerceSnapshots {
  const fileOf = (localeId: string): string => path.join(dir, `commerce-${localeId.replace(/[^a-z0-9-]/gi, '_')}.v8`);
  return {
    read(localeId, version) {
      let stored: StoredSnapshot;
      try {
        stored = v8.deserialize(fs.readFileSync(fileOf(localeId))) as StoredSnapshot;
      } catch {
        // None yet, or unreadable: the catalogue is read.
        return null;
      }
      if (stored?.format !== 1 || stored.code !== code || stored.node !== process.versions.v8 || stored.version !== version) return null;
      return { list: stored.list, search: stored.search };
    },
    write(localeId, version, snapshot) {
      const stored: StoredSnapshot = { format: 1, code, node: process.versions.v8, version, list: snapshot.list, search: snapshot.search };
      const file = fileOf(localeId);
      try {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(`${file}.${process.pid}.tmp`, v8.serialize(stored));
        fs.renameSync(`${file}.${process.pid}.tmp`, file);
      } catch (error) {
        warn(`Commerce: the pages of ${localeId} were not kept for the next build (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}
