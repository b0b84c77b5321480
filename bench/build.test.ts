import { describe, expect, it } from 'vitest';
import { formatResults, roleOf, type BuildRun } from './build.ts';

const run = (over: Partial<BuildRun>): BuildRun => ({ kind: 'cold', run: 1, wallS: 40, cpuS: 60, loadBefore: 1, loadAfter: 2, processes: [], phasesMs: {}, ...over });

describe('bench:build', () => {
  it('tells the build, each local service and the bundler apart, and skips the wrappers', () => {
    expect(roleOf('/usr/bin/node --import tsx scripts/build.ts --brand=winora --out=/tmp/x --quiet')).toBe('build');
    expect(roleOf('/usr/bin/node --import tsx --import /w/scripts/exit-with-parent.ts /w/scripts/commerce-service.ts --port=0 --memory')).toBe('commerce service');
    expect(roleOf('/usr/bin/node --import tsx /w/scripts/content-service.ts --port=0')).toBe('content service');
    expect(roleOf('/w/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping')).toBe('esbuild (bundler)');
    expect(roleOf('/usr/bin/node /w/node_modules/vite/bin/vite.js build --config /w/.engine/bundle-jobs/client-bundle-0a1b2c3d4e5f.config.ts')).toBe('client bundle process');
    expect(roleOf('/usr/bin/node /w/node_modules/vite/bin/vite.js build --config /w/.engine/bundle-jobs/server-bundle-0a1b2c3d4e5f.config.ts')).toBe('server bundle process');
    expect(roleOf('/usr/bin/time -f %e %U %S -o /tmp/t node')).toBeNull();
  });

  it('reports medians per phase and process, the render ratio to the floor and incremental builds against the cold one', () => {
    const md = formatResults('winora', [
      run({ run: 1, wallS: 40, phasesMs: { crawl: 9000, render: 12000 }, renderPagesPerSecond: 200, processes: [{ role: 'build', peakRssMb: 700, cpuS: 50 }] }),
      run({ run: 2, wallS: 50, phasesMs: { crawl: 11000, render: 14000 }, renderPagesPerSecond: 180, processes: [{ role: 'build', peakRssMb: 900, cpuS: 70 }] }),
      run({ run: 3, wallS: 44, phasesMs: { crawl: 10000, render: 13000 }, renderPagesPerSecond: 190, processes: [{ role: 'build', peakRssMb: 800, cpuS: 60 }] }),
      run({ kind: 'floor', floor: { pages: 2300, loadMs: 1, renderMs: 1000, renderCpuMs: 900, pagesPerSecond: 380, htmlBytes: 1 } }),
      run({ kind: 'cold+cache', wallS: 50, cpuS: 80, cache: { reused: 0, rebuilt: 2300, reasons: { 'new page': 2300 } } }),
      run({ kind: 'no change', wallS: 4, cpuS: 8, cache: { reused: 2300, rebuilt: 0, reasons: {} }, outputKept: true }),
    ], { wallS: 20, buildRssMb: 400, commerceRssMb: 500, floorRatio: 0.6 });
    expect(md).toContain('| wall | 44.0 s |');
    expect(md).toContain('| crawl | 10000 ms |');
    expect(md).toContain('| build | 800 MB | 60.0 s |');
    expect(md).toContain('| ratio (target ≥ 0.6) | 0.50 |');
    expect(md).toContain('no change: 0.10× the CPU of the cold build with the same backends, 0.08× its wall; 0.09× the wall of the cold builds above');
    expect(md).toContain('| no change | 4.0 s | 8.0 s |');
    expect(md).toContain('nothing: the published output stands');
  });
});
