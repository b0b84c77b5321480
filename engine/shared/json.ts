/** A JSON-serialisable value: everything that crosses from build to browser is one of these. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json | undefined };
