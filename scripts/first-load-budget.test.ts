import { describe, expect, it } from 'vitest';
import { checkFirstLoadBudget, formatBudgetLine } from './first-load-budget.ts';

describe('first-load budget', () => {
  it('passes a kind at or under its budget and fails one over it, or missing from the report', () => {
    const lines = checkFirstLoadBudget({ Home: { gzip: 100 }, Category: { gzip: 131 } }, { Home: 100, Category: 130, Product: 120 });
    expect(lines.map((l) => [l.kind, l.ok])).toEqual([['Home', true], ['Category', false], ['Product', false]]);
    expect(formatBudgetLine(lines[1]!)).toMatch(/^Category\s+0\.1 KB of 0\.1 KB \(target 80\.0 KB\)\s+OVER BUDGET$/);
    expect(formatBudgetLine(lines[2]!)).toContain('missing');
  });
});
