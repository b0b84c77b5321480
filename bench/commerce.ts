/**
 * `node node_modules/tsx/dist/cli.mjs bench/commerce.ts [--concurrency=16] [--seconds=8]`: requests per second
 * of the local commerce service under concurrent load, for product search (the listing's parent search with
 * the product-list field list) and add-to-cart (one cart per virtual shopper). The service runs in its own
 * process (`scripts/commerce-service.ts` on a free port with a fresh data folder), as in `pnpm start`.
 * Results: `bench/commerce-results.md` and `bench/commerce-results.json`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productSearchBody } from '../site/commerce/shopware/product-search-request.ts';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: number): number => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const concurrency = arg('concurrency', 16);
const seconds = arg('seconds', 8);
const ACCESS_KEY = 'SWSCWINORADELOCAL';

interface Scenario {
  readonly name: string;
  /** One request of a virtual shopper `worker`. */
  readonly request: (worker: number) => Promise<Response>;
}

interface Measured {
  readonly name: string;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50ms: number;
  readonly p95ms: number;
}

async function startService(dataDir: string): Promise<{ url: string; stop: () => void; pid: number }> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'commerce-service.ts'), '--port=0', `--data=${dataDir}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)\/store-api/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`commerce service exited with ${String(code)}`)));
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

async function measure(scenario: Scenario): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const response = await scenario.request(worker);
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { name: scenario.name, requests: latencies.length, errors, seconds: Math.round(elapsed * 10) / 10, perSecond: Math.round(latencies.length / elapsed), p50ms: at(0.5), p95ms: at(0.95) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-bench-'));
const service = await startService(dataDir);
try {
  const headers = { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' };
  const searchBody = JSON.stringify(productSearchBody({ fieldList: 'productList', filter: { kind: 'parents' }, limit: 20 }));
  const variantIds = (await (await fetch(`${service.url}/store-api/product`, { method: 'POST', headers, body: JSON.stringify({ filter: [{ type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] }], includes: { product: ['id'] } }) })).json() as { elements: { id: string }[] }).elements.map((e) => e.id);
  const scenarios: Scenario[] = [
    { name: 'product search (POST /product, parents, product-list fields, 20 per page)', request: () => fetch(`${service.url}/store-api/product`, { method: 'POST', headers, body: searchBody }) },
    {
      name: 'add to cart (POST /checkout/cart/line-item, one cart per shopper)',
      request: (worker) => {
        const id = variantIds[worker % variantIds.length] ?? '';
        return fetch(`${service.url}/store-api/checkout/cart/line-item`, { method: 'POST', headers: { ...headers, 'sw-context-token': `bench-shopper-${worker}` }, body: JSON.stringify({ items: [{ id, referencedId: id, type: 'product', quantity: 1 }] }) });
      },
    },
  ];
  // Warm-up: the first requests compile PGlite's query plans and V8's code paths.
  for (const scenario of scenarios) for (let i = 0; i < 20; i += 1) await (await scenario.request(i)).arrayBuffer();
  const results: Measured[] = [];
  for (const scenario of scenarios) {
    const result = await measure(scenario);
    results.push(result);
    process.stdout.write(`${result.name}: ${result.perSecond} req/s (p50 ${result.p50ms} ms, p95 ${result.p95ms} ms, ${result.errors} errors)\n`);
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const date = new Date().toISOString();
  fs.writeFileSync(path.join(root, 'bench', 'commerce-results.json'), `${JSON.stringify({ date, machine, concurrency, seconds, variantCount: variantIds.length, results }, null, 2)}\n`);
  fs.writeFileSync(
    path.join(root, 'bench', 'commerce-results.md'),
    [
      '# Local commerce service under load',
      '',
      `${date} · ${machine} · ${concurrency} concurrent clients · ${seconds} s per scenario · service in its own process (PGlite, fresh data folder) · client and service share the machine's cores`,
      '',
      '| scenario | requests | req/s | p50 | p95 | errors |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.name} | ${r.requests} | **${r.perSecond}** | ${r.p50ms} ms | ${r.p95ms} ms | ${r.errors} |`),
      '',
      'Run: `node node_modules/tsx/dist/cli.mjs bench/commerce.ts [--concurrency=16] [--seconds=8]`.',
      '',
    ].join('\n'),
  );
} finally {
  service.stop();
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
}
