/**
 * `node --import tsx bench/bundle-cli.ts <engine|baseline|all> <outDir>`:
 * the bundling step of one timed benchmark command (run.ts times it together
 * with the bundle it produces, as the peers' timed commands include their
 * compile). Prints `BENCH_BUNDLE <ms>`.
 */
import path from 'node:path';
import { bundleWorkload, isBenchEntry, type BenchEntry } from './bundle-workload.ts';

const [entry, outDir] = process.argv.slice(2);
const entries: BenchEntry[] | null = entry === 'all' ? ['engine', 'baseline'] : entry && isBenchEntry(entry) ? [entry] : null;
if (!entries || !outDir) {
  console.error('usage: bundle-cli.ts <engine|baseline|all> <outDir>');
  process.exit(2);
}
await bundleWorkload(path.resolve(outDir), entries);
// performance.now() counts from process start: node, tsx and Vite start-up included.
console.log(`BENCH_BUNDLE ${Math.round(performance.now())}`);
