/**
 * `node --import tsx bench/bundle-cli.ts <engine|baseline> <outDir>`: the
 * bundling step of one timed benchmark command (run.ts times it together
 * with the bundle it produces, as the peers' timed commands include their compile).
 */
import path from 'node:path';
import { bundleWorkload, type BenchEntry } from './bundle-workload.ts';

const [entry, outDir] = process.argv.slice(2);
if ((entry !== 'engine' && entry !== 'baseline') || !outDir) {
  console.error('usage: bundle-cli.ts <engine|baseline> <outDir>');
  process.exit(2);
}
await bundleWorkload(path.resolve(outDir), [entry as BenchEntry]);
