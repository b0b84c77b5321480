/**
 * Asserts something the code itself guarantees. A failing invariant is a bug in
 * the engine or the site, never a user mistake: those are catalogue errors.
 */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}

/** Exhaustiveness check for discriminated unions. */
export function assertNever(value: never, what: string): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
