/**
 * Build time: each catalogue read (one country in one language: the products as the build maps them), kept for the
 * next build with the catalogue version it was read at (catalogue-version.server.ts). When a product changed, the
 * next build does not read the whole catalogue again: it asks the shop which products changed since that version
 * (catalogue-delta.server.ts) and reads only those. Kept like the commerce page snapshots beside it
 * (kept-v8-file.server.ts): a read counts only for the same code (the site bundle's key, which covers how products
 * are mapped); one that cannot be used (damaged, another Node version, another code) is read as none, and the
 * catalogue is read whole.
 */
import path from 'node:path';
import type { Product } from '../types.ts';
import { readKept, writeKept } from './kept-v8-file.server.ts';

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

/** Catalogue reads kept in `dir`, valid for the site code `code`, with this build's catalogue versions by country. */
export function createCatalogueReads(dir: string, code: string, versionOf: (country: string) => string | undefined, warn: (line: string) => void = (line) => console.warn(line)): CatalogueReads {
  const fileOf = (country: string, language: string): string => path.join(dir, `catalogue-${`${country}-${language}`.replace(/[^a-z0-9-]/gi, '_')}.v8`);
  return {
    versionOf,
    read(country, language) {
      const kept = readKept<KeptCatalogueRead>(fileOf(country, language), code);
      return kept !== null && typeof kept.version === 'string' && Array.isArray(kept.products) ? kept : null;
    },
    write(country, language, read) {
      writeKept(fileOf(country, language), code, { version: read.version, products: read.products }, `the catalogue of ${country} (${language})`, warn);
    },
  };
}
