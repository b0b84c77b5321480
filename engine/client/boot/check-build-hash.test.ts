import { describe, expect, it } from 'vitest';
import { checkBuildHash, RELOAD_FLAG_KEY, type FlagStorage } from './check-build-hash.ts';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe('checkBuildHash (first load on a new deploy)', () => {
  it('#31 a hash mismatch without the flag sets it to "1" and reloads once', () => {
    const storage = memoryStorage();
    expect(checkBuildHash({ running: 'old', deployed: 'new', storage })).toBe('reload');
    expect(storage.data[RELOAD_FLAG_KEY]).toBe('1');
  });

  it('#32 a mismatch with the flag already "1" does not reload again, and clears the flag', () => {
    const storage = memoryStorage({ [RELOAD_FLAG_KEY]: '1' });
    expect(checkBuildHash({ running: 'old', deployed: 'new', storage })).toBe('continue');
    expect(storage.data[RELOAD_FLAG_KEY]).toBeUndefined();
  });

  it('#33 matching hashes clear the flag', () => {
    const storage = memoryStorage({ [RELOAD_FLAG_KEY]: '1' });
    expect(checkBuildHash({ running: 'same', deployed: 'same', storage })).toBe('continue');
    expect(storage.data[RELOAD_FLAG_KEY]).toBeUndefined();
  });

  it('#25 an unknown deployed hash (app-data failed) never reloads', () => {
    expect(checkBuildHash({ running: 'old', deployed: '', storage: memoryStorage() })).toBe('continue');
  });

  it('never reloads when storage throws, so a reload can never loop', () => {
    const throwing: FlagStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(checkBuildHash({ running: 'old', deployed: 'new', storage: throwing })).toBe('continue');
    expect(checkBuildHash({ running: 'old', deployed: 'new', storage: null })).toBe('continue');
  });
});
