import { brand } from '#brand';
import { createLocales, type Locale } from '../locale/locales.ts';
import { deepFreeze } from './deep-freeze.ts';
import type { BrandConfig } from '../../brands/brand-schema.ts';

/**
 * The brand this bundle was built for (`#brand` is aliased to `brands/<id>/index.ts` by vite.config.ts), frozen.
 * The build proves it (`createSite` runs `resolveBrandConfig`: a broken field fails the build, named); the schema
 * only checks and transforms nothing, so the browser takes the same object without carrying the schema and
 * valibot in every page's first-load JavaScript.
 */
export const brandConfig: BrandConfig = deepFreeze(brand.config as BrandConfig);
/** vanilla-extract theme classes of the brand. */
export const brandThemes: { readonly light: string; readonly dark: string } = brand.themes;
/** The brand's colours as plain values (primary, accent and their text colours), for the PDF manuals. */
export const brandColours: { readonly primary: string; readonly primaryText: string; readonly accent: string; readonly accentText: string } = brand.colours;
/** Every locale of the brand, in config order. */
export const locales: readonly Locale[] = createLocales(brandConfig);
