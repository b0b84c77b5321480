/**
 * Expected failures as values, for the content service's own modules. The service stands alone (nothing under
 * services/ imports the engine or the site), so it keeps this small copy of the engine's shape.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });
