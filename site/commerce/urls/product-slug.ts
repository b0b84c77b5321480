import { slugify } from './slugify.ts';

/** What a product slug is made of, read from the product and its parent (see `slugSourceOf`). */
export interface SlugSource {
  /** Custom field for the parent model name. */
  readonly parentModelName?: string | undefined;
  readonly name?: string | undefined;
  readonly model?: string | undefined;
  /** Custom model-slug field. */
  readonly modelSlug?: string | undefined;
  readonly parentSku?: string | undefined;
  readonly sku?: string | undefined;
}

const firstFilled = (...values: readonly (string | undefined)[]): string => values.find((v) => v !== undefined && v.trim() !== '') ?? '';

/**
 * The parent product's slug (spec §2): the parent model name, else the name, else the model, slugified.
 * When the brand's product path is not just the name (`slugWithSku`) and the caller asks for it, the model
 * slug is appended with a hyphen: the custom model-slug field, else the parent SKU, else the SKU.
 */
export function productSlug(source: SlugSource, options: { readonly slugWithSku: boolean; readonly withModelSlug: boolean }): string {
  const base = slugify(firstFilled(source.parentModelName, source.name, source.model));
  if (!options.slugWithSku || !options.withModelSlug) return base;
  const suffix = slugify(firstFilled(source.modelSlug, source.parentSku, source.sku));
  return suffix === '' ? base : base === '' ? suffix : `${base}-${suffix}`;
}
