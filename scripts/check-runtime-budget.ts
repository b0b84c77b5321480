/**
 * `pnpm check:budget`: the browser runtime (`hydrate` and everything it
 * pulls in: loader, navigator, prefetch, scroll, service-worker boot,
 * valibot schemas) must add at most 8 KB gzip on top of React and the
 * router (issue 3, seed spec §9). Bundles the runtime alone with Vite,
 * minified, React, react-dom and react-router-dom external, and compares
 * its gzip size with the budget. Writes `.reports/runtime-budget.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(import.meta.dirname, '..');
export const RUNTIME_BUDGET_GZIP = 8 * 1024;
const EXTERNAL = /^(react|react-dom|react-router|react-router-dom|scheduler)(\/.*)?$/;

export interface RuntimeSize {
  /** The first load: the entry chunk and every chunk it imports statically. */
  readonly raw: number;
  readonly gzip: number;
  readonly firstLoad: readonly ChunkSize[];
  /** Vite's preload helper: in every Vite app with a lazy chunk (the site's pages are), so not counted. */
  readonly bundlerHelper: readonly ChunkSize[];
  /** Chunks loaded after hydration (route-change effects, prefetch, service worker, server-only pages). */
  readonly lazy: readonly ChunkSize[];
}

export interface ChunkSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/** Bundles `engine/client/hydrate.tsx` for the browser and measures it. */
export async function measureRuntime(): Promise<RuntimeSize> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      // An app build (library mode keeps whitespace): what a site's entry chunk carries for the runtime.
      rolldownOptions: {
        input: path.join(root, 'engine/client/hydrate.tsx'),
        external: (id) => EXTERNAL.test(id),
        preserveEntrySignatures: 'exports-only',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = new Map(
    (Array.isArray(output) ? output : [output])
      .flatMap((o) => o.output)
      .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('The runtime bundle has no entry chunk');
  const size = (c: Rolldown.OutputChunk): ChunkSize => ({ file: c.fileName, raw: Buffer.byteLength(c.code), gzip: gzipSync(c.code, { level: 9 }).length });
  const statics = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk): void => {
    statics.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next && !statics.has(file)) visit(next);
    }
  };
  visit(entry);
  const isHelper = (file: string): boolean => /preload-helper/.test(file);
  const firstLoad = [...statics].filter((f) => !isHelper(f)).map((f) => size(chunks.get(f)!));
  return {
    raw: firstLoad.reduce((n, c) => n + c.raw, 0),
    gzip: firstLoad.reduce((n, c) => n + c.gzip, 0),
    firstLoad,
    bundlerHelper: [...statics].filter(isHelper).map((f) => size(chunks.get(f)!)),
    lazy: [...chunks.values()].filter((c) => !statics.has(c.fileName)).map(size),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const size = await measureRuntime();
  const kb = (n: number): string => `${(n / 1024).toFixed(2)} KB`;
  const ok = size.gzip <= RUNTIME_BUDGET_GZIP;
  fs.mkdirSync(path.join(root, '.reports'), { recursive: true });
  fs.writeFileSync(path.join(root, '.reports', 'runtime-budget.json'), `${JSON.stringify({ budgetGzip: RUNTIME_BUDGET_GZIP, ...size }, null, 2)}\n`);
  process.stdout.write(`Runtime first load on top of React and the router: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip (budget ${kb(RUNTIME_BUDGET_GZIP)}) ${ok ? 'OK' : 'OVER BUDGET'}\n`);
  for (const c of size.firstLoad) process.stdout.write(`  first load: ${c.file} ${kb(c.gzip)} gzip\n`);
  for (const c of size.bundlerHelper) process.stdout.write(`  Vite helper (shared with the site's lazy pages, not counted): ${c.file} ${kb(c.gzip)} gzip\n`);
  for (const c of size.lazy) process.stdout.write(`  after hydration: ${c.file} ${kb(c.gzip)} gzip\n`);
  process.exitCode = ok ? 0 : 1;
}
