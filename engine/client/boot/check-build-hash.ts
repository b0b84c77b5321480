/** sessionStorage key guarding the one automatic reload for a new build. */
export const RELOAD_FLAG_KEY = 'engine-reload-build-hash-match';

/** The part of Storage the check needs; any access may throw (private mode, disabled storage). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Decides, on first load, whether the page must reload because a new build
 * was deployed: the deployed hash (app-data.json) is known and differs from
 * the build the HTML came from. The reload happens once per session streak:
 * the flag is set before reloading and removed as soon as hashes match or
 * the reload already happened, so it can never loop. Without usable
 * storage it never reloads.
 */
export function checkBuildHash(o: { readonly running: string; readonly deployed: string; readonly storage: FlagStorage | null }): 'reload' | 'continue' {
  const mismatch = o.deployed !== '' && o.running !== '' && o.deployed !== o.running;
  try {
    if (!o.storage) return 'continue';
    if (mismatch && o.storage.getItem(RELOAD_FLAG_KEY) !== '1') {
      o.storage.setItem(RELOAD_FLAG_KEY, '1');
      return 'reload';
    }
    o.storage.removeItem(RELOAD_FLAG_KEY);
  } catch {
    // Storage that throws cannot guard a reload: staying on the page is the safe answer.
    return 'continue';
  }
  return 'continue';
}
