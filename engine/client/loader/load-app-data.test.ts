import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../../testing/fake-fetch.ts';
import { loadAppData, UNKNOWN_COMPILATION_HASH } from './load-app-data.ts';

const URL = '/page-data/app-data.json';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadAppData', () => {
  it('reads webpackCompilationHash', async () => {
    const fake = createFakeFetch({ [URL]: { body: { webpackCompilationHash: 'abc' } } });
    expect(await loadAppData({ fetch: fake.fetch })).toBe('abc');
    expect(fake.count(URL)).toBe(1);
  });

  it('#25 app-data answering 503 four times gives the hash "" after 4 requests (100/200/400 ms apart)', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch({ [URL]: { status: 503 } });
    const pending = loadAppData({ fetch: fake.fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.count(URL)).toBe(1);
    await vi.advanceTimersByTimeAsync(100 + 200 + 399);
    expect(fake.count(URL)).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(UNKNOWN_COMPILATION_HASH);
    expect(UNKNOWN_COMPILATION_HASH).toBe('');
    expect(fake.count(URL)).toBe(4);
  });

  it('#25 a network error three times then a good answer gives the hash on the 4th request', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch({ [URL]: [{ status: 0 }, { status: 0 }, { status: 0 }, { body: { webpackCompilationHash: 'h2' } }] });
    const pending = loadAppData({ fetch: fake.fetch });
    await vi.runAllTimersAsync();
    expect(await pending).toBe('h2');
    expect(fake.count(URL)).toBe(4);
  });

  it('#26 app-data missing (404) gives "" at once, without retries', async () => {
    const fake = createFakeFetch();
    expect(await loadAppData({ fetch: fake.fetch })).toBe('');
    expect(fake.count(URL)).toBe(1);
  });

  it.each([
    ['invalid JSON', '<html>'],
    ['no hash', { other: 1 }],
    ['an empty hash', { webpackCompilationHash: '' }],
  ])('a 200 with %s gives "" without retries', async (_what, body) => {
    const fake = createFakeFetch({ [URL]: { body } });
    expect(await loadAppData({ fetch: fake.fetch })).toBe('');
    expect(fake.count(URL)).toBe(1);
  });
});
