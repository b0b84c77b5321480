import { describe, expect, it } from 'vitest';
import { createFitProfileStorage, FIT_PROFILE_KEY, FIT_PROFILE_LIFETIME_MS, profileProblem } from './fit-profile-storage.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 24 * 60 * 60 * 1000;

/** An in-memory Storage; `full` makes every write throw the way a full or private-mode store does. */
function memoryStorage(initial: Record<string, string> = {}, full = false) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}
const stored = (value: unknown): Record<string, string> => ({ [FIT_PROFILE_KEY]: typeof value === 'string' ? value : JSON.stringify(value) });

describe('fit profile storage', () => {
  it('saves a profile and reads it back, versioned and time-stamped', () => {
    const storage = memoryStorage();
    const fit = createFitProfileStorage({ storage, now: () => NOW });
    expect(fit.save({ heightCm: 178.4, inseamCm: 82 })).toEqual({ ok: true });
    expect(JSON.parse(storage.map.get(FIT_PROFILE_KEY) ?? '')).toEqual({ v: 1, heightCm: 178, inseamCm: 82, savedAt: NOW });
    expect(fit.read()).toEqual({ heightCm: 178, inseamCm: 82 });
  });

  it('missing: no profile, nothing thrown, also without any storage', () => {
    expect(createFitProfileStorage({ storage: memoryStorage(), now: () => NOW }).read()).toBeNull();
    expect(createFitProfileStorage({ storage: null }).read()).toBeNull();
    expect(createFitProfileStorage({ storage: null }).save({ heightCm: 178, inseamCm: 82 })).toEqual({ ok: false, error: 'unavailable' });
  });

  it.each([
    ['invalid JSON', '{"v":1,"heightCm":17'],
    ['another shape', { height: 178, inseam: 82 }],
    ['strings for numbers', { v: 1, heightCm: '178', inseamCm: '82', savedAt: NOW }],
    ['an out-of-range height (300 cm)', { v: 1, heightCm: 300, inseamCm: 82, savedAt: NOW }],
    ['an inseam longer than the legs of that height', { v: 1, heightCm: 150, inseamCm: 100, savedAt: NOW }],
    ['a save time in the year 3000', { v: 1, heightCm: 178, inseamCm: 82, savedAt: Date.UTC(3000, 0, 1) }],
    ['a megabyte of text', 'x'.repeat(1_000_000)],
  ])('corrupt (%s): ignored and removed', (_label, value) => {
    const storage = memoryStorage(stored(value));
    expect(createFitProfileStorage({ storage, now: () => NOW }).read()).toBeNull();
    expect(storage.map.has(FIT_PROFILE_KEY)).toBe(false);
  });

  it('an old version counts as absent and is removed', () => {
    const storage = memoryStorage(stored({ v: 0, heightCm: 178, inseamCm: 82, savedAt: NOW }));
    expect(createFitProfileStorage({ storage, now: () => NOW }).read()).toBeNull();
    expect(storage.map.has(FIT_PROFILE_KEY)).toBe(false);
  });

  it('expires 7 days after it was saved (by default), kept until then', () => {
    expect(FIT_PROFILE_LIFETIME_MS).toBe(7 * DAY);
    const storage = memoryStorage(stored({ v: 1, heightCm: 178, inseamCm: 82, savedAt: NOW }));
    expect(createFitProfileStorage({ storage, now: () => NOW + 7 * DAY }).read()).toEqual({ heightCm: 178, inseamCm: 82 });
    expect(createFitProfileStorage({ storage, now: () => NOW + 7 * DAY + 1 }).read()).toBeNull();
    expect(storage.map.has(FIT_PROFILE_KEY)).toBe(false);
  });

  it('full storage (quota): the save reports it and nothing is stored', () => {
    const storage = memoryStorage({}, true);
    expect(createFitProfileStorage({ storage, now: () => NOW }).save({ heightCm: 178, inseamCm: 82 })).toEqual({ ok: false, error: 'quota' });
    expect(storage.map.size).toBe(0);
  });

  it('storage that throws on read counts as no profile', () => {
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(createFitProfileStorage({ storage: throwing, now: () => NOW }).read()).toBeNull();
  });

  it('remove deletes the profile', () => {
    const storage = memoryStorage(stored({ v: 1, heightCm: 178, inseamCm: 82, savedAt: NOW }));
    const fit = createFitProfileStorage({ storage, now: () => NOW });
    fit.remove();
    expect(fit.read()).toBeNull();
  });

  it('refuses to save values a shopper mistyped (30 cm, 300 cm) and names the field', () => {
    const storage = memoryStorage();
    expect(createFitProfileStorage({ storage, now: () => NOW }).save({ heightCm: 300, inseamCm: 82 })).toEqual({ ok: false, error: 'invalid' });
    expect(storage.map.size).toBe(0);
    expect(profileProblem({ heightCm: 30, inseamCm: 82 })).toBe('height');
    expect(profileProblem({ heightCm: 178, inseamCm: 30 })).toBe('inseam');
    expect(profileProblem({ heightCm: 140, inseamCm: 90 })).toBe('ratio');
    expect(profileProblem({ heightCm: 120, inseamCm: 50 })).toBeNull();
    expect(profileProblem({ heightCm: 220, inseamCm: 110 })).toBeNull();
  });
});
