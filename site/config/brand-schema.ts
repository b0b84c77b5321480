/**
 * Temporary: the brand config schema moved to `brands/brand-schema.ts` (brands are data with their own
 * schema). This re-export keeps `scripts/cli-args.ts` and its test building until they import from there;
 * delete it then.
 */
export * from '../../brands/brand-schema.ts';
