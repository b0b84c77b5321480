/** A feature flag as the site receives it (spec §3): name, state list, configuration list. */
export interface FeatureFlag {
  readonly name: string;
  /** Countries (or environments) where it is on. */
  readonly states: readonly string[];
  readonly configuration: readonly { readonly key: string; readonly value: string }[];
}

/** A missing feature flag counts as disabled; a present one is on where its states list the scope (or `all`). */
export function isFeatureEnabled(flags: readonly FeatureFlag[], name: string, scope: string): boolean {
  const flag = flags.find((f) => f.name === name);
  if (flag === undefined) return false;
  return flag.states.includes('all') || flag.states.some((s) => s.toLowerCase() === scope.toLowerCase());
}
