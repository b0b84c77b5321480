import { brand } from '#brand';
import { createLocales, type Locale } from '../locale/locales.ts';
import { resolveBrandConfig } from './resolve-brand-config.ts';
import type { BrandConfig } from '../../brands/brand-schema.ts';

/**
 * The brand this bundle was built for (`#brand` is aliased to
 * `brands/<id>/index.ts` by vite.config.ts), validated once and frozen.
 * The server bundle validates it (a broken config fails the build, naming
 * the field); the browser bundle gets the same object, already proven by
 * that build (the schema only checks, it transforms nothing), so the schema
 * and valibot stay out of every page's first-load JavaScript.
 */
export const brandConfig: BrandConfig = import.meta.env.SSR ? resolveBrandConfig(brand.config.id, brand.config) : (brand.config as BrandConfig);
/** vanilla-extract theme classes of the brand. */
export const brandThemes: { readonly light: string; readonly dark: string } = brand.themes;
/** The brand's colours as plain values (primary, accent and their text colours), for the PDF manuals. */
export const brandColours: { readonly primary: string; readonly primaryText: string; readonly accent: string; readonly accentText: string } = brand.colours;
/** Every locale of the brand, in config order. */
export const locales: readonly Locale[] = createLocales(brandConfig);
