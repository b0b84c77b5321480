/**
 * Build time: each catalogue read (one country in one language: the products as the build maps them), kept for the
 * next build with the catalogue version it was read at (catalogue-version.server.ts). When a product changed, the
 * next build does not read the whole catalogue again: it asks the shop which products changed since that version
 * (catalogue-delta.server.ts) and reads only those. A read counts only for the same code (the site bundle's key,
 * which covers how products are mapped); a read that cannot be used (damaged, another Node version, another code)
 * is read as none, and the catalogue is read whole.
 *
 * Stored with `v8.serialize`, like the commerce page snapshots (commerce-snapshots.server.ts) beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { Product } from '../types.ts';

/** A catalogue as one read gave it, and the version of its country's catalogue the build read before it. */
export interface KeptCatalogueRead {
  readonly version: string;
  readonly products: readonly Product[];
}

export interface CatalogueReads {
  /** The catalogue version of a country, read by the build before it crawled; `undefined`: not known. */
  versionOf(country: string): string | undefined;
  /** The last build's read of a country in a language, or `null`. */
  read(country: string, language: string): KeptCatalogueRead | null;
  /** Keeps a read for the next build; a failed write is reported, not thrown. */
  write(country: string, language: string, read: KeptCatalogueRead): void;
}

interface StoredRead extends KeptCatalogueRead {
  readonly format: 1;
  readonly code: string;
  readonly node: string;
}

/** Catalogue reads kept in `dir`, valid for the site code `code`; `versions` by `commerce:<country>`. */
export function createCatalogueReads(dir: string, code: string, versions: Readonly<Record<string, string>>, warn: (line: string) => void = (line) => console.warn(line)): CatalogueReads {
  const fileOf = (country: string, language: string): string => path.join(dir, `catalogue-${`${country}-${language}`.replace(/[^a-z0-9-]/gi, '_')}.v8`);
  return {
    versionOf: (country) => versions[`commerce:${country}`],
    read(country, language) {
      let stored: StoredRead;
      try {
        stored = v8.deserialize(fs.readFileSync(fileOf(country, language))) as StoredRead;
      } catch {
        // None yet, or unreadable: the catalogue is read whole.
        return null;
      }
      if (stored?.format !== 1 || stored.code !== code || stored.node !== process.versions.v8 || typeof stored.version !== 'string' || !Array.isArray(stored.products)) return null;
      return { version: stored.version, products: stored.products };
    },
    write(country, language, read) {
      const stored: StoredRead = { format: 1, code, node: process.versions.v8, version: read.version, products: read.products };
      const file = fileOf(country, language);
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(temp, v8.serialize(stored));
        fs.renameSync(temp, file);
      } catch (error) {
        fs.rmSync(temp, { force: true });
        warn(`Commerce: the catalogue of ${country} (${language}) was not kept for the next build (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}
