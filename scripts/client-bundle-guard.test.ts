import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { BRAND_IDS } from '../brands/brand-schema.ts';
import { createViteConfig } from '../vite.config.ts';
import { clientBundleGuard } from './client-bundle-guard.ts';

const root = path.resolve(import.meta.dirname, '..');
const fixture = (name: string): string => path.join(root, 'tests/fixtures/client-bundle', `${name}.ts`);

interface BundleResult {
  /** Every module of the graph, relative to the root. */
  readonly modules: readonly string[];
  /** The emitted JavaScript, all chunks joined. */
  readonly code: string;
}

/** A client build of a fixture `entry` in memory (nothing written), the guard on unless `guard: false`. */
async function bundle(entry: string, options: { readonly guard?: boolean } = {}): Promise<BundleResult> {
  let modules: readonly string[] = [];
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: options.guard === false ? [] : [clientBundleGuard({ root, onModules: (ids) => { modules = ids; } })],
    build: { write: false, minify: false, emptyOutDir: false, rolldownOptions: { input: entry } },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const code = outputs.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
  return { modules, code };
}

describe('clientBundleGuard', () => {
  it('lets an entry that uses only browser surfaces through, and sees its whole graph', async () => {
    const { modules } = await bundle(fixture('clean-entry'));
    expect(modules).toContain('tests/fixtures/client-bundle/clean-entry.ts');
    expect(modules).toContain('engine/shared/normalize-path.ts');
    expect(modules.filter((m) => /^engine\/(build|render|routes|vite)\//.test(m))).toEqual([]);
  });

  it('fails a client build that uses @cycle/engine/build, naming the module and the imports that brought it in', async () => {
    await expect(bundle(fixture('build-import-entry'))).rejects.toThrow(
      /engine\/build\/progress\.ts: the engine's Node build side[^\n]*\n\s+imported via tests\/fixtures\/client-bundle\/build-import-entry\.ts → engine\/build\/index\.ts → engine\/build\/progress\.ts/,
    );
  });

  it('fails a build-side import that tree-shaking would drop from the output (correctness does not rely on it)', async () => {
    // Control: without the guard the bundle builds and the progress formatter is not in the output...
    const shaken = await bundle(fixture('shaken-build-import-entry'), { guard: false });
    expect(shaken.code).toMatch(/document\.title = ["']shaken["']/);
    expect(shaken.code).not.toContain('pages/s');
    // ...and the guard still refuses it: the module was in the graph.
    await expect(bundle(fixture('shaken-build-import-entry'))).rejects.toThrow(/engine\/build\/progress\.ts: the engine's Node build side/);
  });

  it('fails a client build that imports a Node built-in', async () => {
    await expect(bundle(fixture('node-builtin-entry'))).rejects.toThrow(
      /__vite-browser-external(:node:path)?: a Node built-in module[^\n]*\n\s+imported via tests\/fixtures\/client-bundle\/node-builtin-entry\.ts → __vite-browser-external/,
    );
  });
});

// The real client build of every brand (vite.config.ts's own config, the service worker off, nothing written):
// only the `#brand` module differs between them.
describe.each(BRAND_IDS)('the client bundle of %s', (brand) => {
  it('reaches no build-side module', { timeout: 120_000 }, async () => {
    const config = createViteConfig({ brandModule: path.join(root, 'brands', brand, 'index.ts'), ssr: false, serviceWorker: 'off' });
    let modules: readonly string[] = [];
    await build({
      ...config,
      configFile: false,
      logLevel: 'silent',
      plugins: [...(config.plugins ?? []), clientBundleGuard({ root, onModules: (ids) => { modules = ids; } })],
      build: { ...config.build, write: false, minify: false, emptyOutDir: false },
    });
    expect(modules).toContain(`brands/${brand}/index.ts`);
    expect(modules).toContain('engine/client/hydrate.tsx');
  });
});
