import { otherBrandSeeds } from './other-brands.ts';
import type { SeedBrand } from './seed-types.ts';
import { winoraSeed } from './winora.ts';

/** The seed of every brand, by brand id. */
export const BRAND_SEEDS: Readonly<Record<string, SeedBrand>> = { winora: winoraSeed, ...otherBrandSeeds };
