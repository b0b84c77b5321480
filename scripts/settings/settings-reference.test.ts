import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSettingsTables, END_MARK, renderSettingsReference, START_MARK, withSettingsReference } from './settings-reference.ts';

describe('the README table of environment variables', () => {
  it('is the one the settings modules generate (run: tsx scripts/settings/settings-reference.ts --write)', async () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).toBe(withSettingsReference(readme, renderSettingsReference(await allSettingsTables())));
  });

  it('lists a variable once with every command that reads it, its default and its flag', () => {
    const table = renderSettingsReference([
      { command: 'pnpm build', specs: { p: { kind: { type: 'port' }, env: 'COMMERCE_PORT', default: '4180', doc: 'the port' } } },
      { command: 'pnpm start', specs: { p: { kind: { type: 'port' }, env: 'COMMERCE_PORT', flag: 'commerce-port', default: '4180', doc: 'the port' }, q: { kind: { type: 'string' }, flag: 'only-a-flag', doc: 'x' } } },
    ]);
    expect(table.split('\n')).toEqual(['| variable | meaning | default | read by |', '|---|---|---|---|', '| `COMMERCE_PORT` (flag --commerce-port) | the port | `4180` | `pnpm build`, `pnpm start` |']);
    expect(() => withSettingsReference('no marks', table)).toThrow(START_MARK);
    expect(withSettingsReference(`a\n${START_MARK}\nold\n${END_MARK}\nb`, 'new')).toBe(`a\n${START_MARK}\nnew\n${END_MARK}\nb`);
  });
});
