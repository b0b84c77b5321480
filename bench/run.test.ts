import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTargets, cpuTimes, isContended, median, parseTimeV, peerRows, summarize, type RunResult } from './run.ts';

const TIME_V = `	Command being timed: "sh -c node x"
	User time (seconds): 6.30
	System time (seconds): 1.75
	Elapsed (wall clock) time (h:mm:ss or m:ss): 0:07.05
	Maximum resident set size (kbytes): 139264
`;

const run = (program: string, round: number, wallS: number, renderPagesPerSecond: number, buildRssMb = 100): RunResult => ({
  program,
  size: 10000,
  run: round,
  wallS,
  largestProcessRssMb: 290,
  buildRssMb,
  bundleMs: 700,
  pages: 10000,
  files: 20035,
  renderMs: Math.round(10_000_000 / renderPagesPerSecond),
  renderPagesPerSecond,
  userMs: 6000,
  systemMs: 2000,
  otherCpuMs: 0,
});

describe('bench/run helpers', () => {
  it('reads wall time, peak RSS and CPU time from /usr/bin/time -v', () => {
    expect(parseTimeV(TIME_V)).toEqual({ wallS: 7.05, maxRssKb: 139264, cpuS: 8.05 });
    expect(parseTimeV(TIME_V.replace('0:07.05', '1:02:03.5')).wallS).toBe(3723.5);
    expect(() => parseTimeV('nothing')).toThrow(/time -v/);
  });

  it('reads machine CPU time from /proc/stat', () => {
    expect(cpuTimes('cpu  100 5 50 1000 20 1 2 3 0 0\ncpu0 1 2 3 4\n')).toEqual({ busyMs: 1610, totalMs: 11810 });
  });

  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('checks the targets as ratios of medians, with the per-round spread', () => {
    const baseline = [run('baseline', 1, 4, 3000), run('baseline', 2, 4.4, 2800), run('baseline', 3, 3.9, 3100)];
    const engine = [run('engine', 1, 7, 1900, 140), run('engine', 2, 6.8, 1800, 150), run('engine', 3, 7.2, 1700, 301)];
    const t = checkTargets(summarize(engine), summarize(baseline), engine, baseline);
    expect(t.renderRatio).toBe(0.6);
    expect(t.renderPass).toBe(true);
    expect(t.renderRatioPerRound).toEqual([0.548, 0.643]);
    expect(t.wallRatio).toBe(1.75);
    expect(t.wallPass).toBe(true);
    expect(t.rssPass).toBe(false);
  });

  it('flags runs where other processes used over a third of a CPU', () => {
    expect(isContended({ wallS: 6, otherCpuMs: 300 })).toBe(false);
    expect(isContended({ wallS: 6, otherCpuMs: 2500 })).toBe(true);
  });

  it("reads the peers' rows from the shared RESULTS.md", () => {
    const file = path.resolve(import.meta.dirname, '..', '..', 'shared', 'bench', 'RESULTS.md');
    const markdown = fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : '## Results — 10,000 pages\n\n| framework | version | cold wall median (s) | min–max (s) | runs | peak RSS MB (largest process) | pages/s |\n|---|---|---:|---:|---:|---:|---:|\n| baseline | 19.3.1 | 6.8 | 5.7–7.6 | 3 | 92 | 1471 |\n';
    const rows = peerRows(markdown, 10000);
    expect(rows.find((r) => r.framework === 'baseline')).toMatchObject({ wall: '6.8', range: '5.7–7.6', pagesPerSecond: '1471', rss: '92' });
  });
});
