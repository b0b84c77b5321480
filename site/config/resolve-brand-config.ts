import * as v from 'valibot';
import { BrandConfigSchema, type BrandConfig } from '../../brands/brand-schema.ts';
import { deepFreeze } from './deep-freeze.ts';

/** A brand configuration that failed validation: names the brand, the field and the problem. */
export class BrandConfigError extends Error {
  constructor(
    readonly brand: string,
    readonly issues: readonly { field: string; problem: string }[],
  ) {
    super(
      `Brand config "${brand}" is invalid:\n` + issues.map((i) => `  - ${i.field}: ${i.problem}`).join('\n'),
    );
    this.name = 'BrandConfigError';
  }
}

/**
 * Validates a brand configuration once and freezes it deeply. Every issue is
 * reported with its dotted field path, e.g. `countries.2.currency`.
 */
export function resolveBrandConfig(brand: string, input: unknown): BrandConfig {
  const result = v.safeParse(BrandConfigSchema, input);
  if (!result.success) {
    throw new BrandConfigError(
      brand,
      result.issues.map((issue) => ({
        field: v.getDotPath(issue) ?? '(config)',
        problem: describe(issue),
      })),
    );
  }
  if (result.output.id !== brand) {
    throw new BrandConfigError(brand, [{ field: 'id', problem: `is "${result.output.id}" but the folder is "${brand}"` }]);
  }
  return deepFreeze(result.output);
}

function describe(issue: v.BaseIssue<unknown>): string {
  // A key the schema does not know is expected to be absent (`never`); a wrong-typed section is not "unknown".
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never') return `unknown field`;
  return issue.message;
}
