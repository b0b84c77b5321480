import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm lint` runs dependency-cruiser with .dependency-cruiser.cjs. These tests run the same command with the
 * same config over a small project laid out like ours (engine/, site/, brands/, services/, …) in which each
 * forbidden import was added on purpose, and check that the lint fails naming exactly those imports and rules,
 * and lets the allowed ones (tests reaching in, engine/client → engine/shared, …) through.
 */
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** path → source of the fixture project. */
const FILES: Record<string, string> = {
  'tsconfig.node.json': JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler' } }),
  // Allowed: the engine's own layers, browser code importing shared code, brands importing brand data.
  'engine/shared/result.ts': 'export const ok = 1;\n',
  'engine/render/render-page.ts': "import { ok } from '../shared/result.ts';\nexport const render = ok;\n",
  'engine/build/build-site.ts': "import { render } from '../render/render-page.ts';\nexport const build = render;\n",
  'engine/client/hydrate.ts': "import { ok } from '../shared/result.ts';\nexport const hydrate = ok;\n",
  'brands/request-types.ts': 'export const TYPES = [];\n',
  'brands/acme/index.ts': "import { TYPES } from '../request-types.ts';\nexport const brand = TYPES;\n",
  'site/config/brand-schema.ts': 'export interface BrandConfigInput { readonly id: string }\n',
  'site/app.tsx': "import { helper } from '../scripts/helper.ts';\nimport { label } from './label.ts';\nexport const app = [helper, label];\n",
  'site/label.ts': "import { basename } from 'node:path';\nexport const label = basename('a/b');\n",
  'site/entry-client.tsx': "import { app } from './app.tsx';\nexport const entry = app;\n",
  'scripts/helper.ts': 'export const helper = 1;\n',
  // Tests may import anything.
  'tests/reach-in.test.ts': "import { build } from '../engine/build/build-site.ts';\nimport { main } from '../services/shop/main.ts';\nexport const t = [build, main];\n",
  'site/page.test.ts': "import { hydrate } from '../engine/client/hydrate.ts';\nexport const t = hydrate;\n",
  // Forbidden, one per rule.
  'engine/build/uses-site.ts': "import { app } from '../../site/app.tsx';\nexport const x = app;\n",
  'engine/client/uses-build.ts': "import { build } from '../build/build-site.ts';\nexport const x = build;\n",
  'engine/client/uses-node.ts': "import fs from 'node:fs';\nexport const x = fs;\n",
  'brands/acme/brand.config.ts': "import type { BrandConfigInput } from '../../site/config/brand-schema.ts';\nexport const c: BrandConfigInput = { id: 'acme' };\n",
  'site/uses-service.ts': "import { main } from '../services/shop/main.ts';\nexport const x = main;\n",
  'services/shop/main.ts': "import { ok } from '../../engine/shared/result.ts';\nexport const main = ok;\n",
  'bench/deep-import.ts': "import { ok } from '../engine/shared/result.ts';\nexport const x = ok;\n",
  'site/typo.ts': "import { gone } from './missing.ts';\nexport const x = gone;\n",
};

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, source] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the lint's dependency-cruiser command in the fixture project; exit code and violations. */
async function cruise(outputType: 'json' | 'err'): Promise<{ code: number; stdout: string }> {
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [bin, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', outputType, 'engine', 'site', 'brands', 'scripts', 'bench', 'services', 'tests'];
  try {
    const { stdout } = await run(process.execPath, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  }
}

describe('dependency rules (.dependency-cruiser.cjs, run by pnpm lint)', () => {
  it('fail on each deliberately added forbidden import, naming the rule, and on nothing else', async () => {
    // The json reporter exits 0 whatever it found (the lint's err reporter fails: next test).
    const { stdout } = await cruise('json');
    const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    const found: Violation[] = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
    const expected: Violation[] = [
      { rule: 'engine-is-site-agnostic', from: 'engine/build/uses-site.ts', to: 'site/app.tsx' },
      { rule: 'engine-client-not-build', from: 'engine/client/uses-build.ts', to: 'engine/build/build-site.ts' },
      // dependency-cruiser names Node built-ins without the node: prefix.
      { rule: 'engine-client-not-node', from: 'engine/client/uses-node.ts', to: 'fs' },
      // Reachable from the browser entry, however deep: a script and a Node built-in.
      { rule: 'client-bundle-not-build', from: 'site/entry-client.tsx', to: 'scripts/helper.ts' },
      { rule: 'client-bundle-not-build', from: 'site/entry-client.tsx', to: 'path' },
      // A type-only import counts: this is how every brand config imported its type from site/ before.
      { rule: 'brands-are-data', from: 'brands/acme/brand.config.ts', to: 'site/config/brand-schema.ts' },
      { rule: 'site-not-services', from: 'site/uses-service.ts', to: 'services/shop/main.ts' },
      { rule: 'services-standalone', from: 'services/shop/main.ts', to: 'engine/shared/result.ts' },
      { rule: 'engine-through-its-surfaces', from: 'services/shop/main.ts', to: 'engine/shared/result.ts' },
      { rule: 'engine-through-its-surfaces', from: 'bench/deep-import.ts', to: 'engine/shared/result.ts' },
      { rule: 'not-to-unresolvable', from: 'site/typo.ts', to: './missing.ts' },
    ];
    const key = (v: Violation): string => `${v.rule} ${v.from} → ${v.to}`;
    expect(found.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('print each violation with its rule, so the lint output says what to fix', async () => {
    const { code, stdout } = await cruise('err');
    expect(code).not.toBe(0);
    expect(stdout).toContain('error brands-are-data: brands/acme/brand.config.ts → site/config/brand-schema.ts');
    expect(stdout).toMatch(/11 dependency violations \(11 errors, 0 warnings\)/);
  });
});
