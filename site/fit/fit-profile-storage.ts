import * as v from 'valibot';
import { FIT_PROFILE_KEY } from './fit-profile-keys.ts';
import type { FitProfile } from './recommend-size.ts';

export { FIT_PROFILE_KEY };
/** Version of the stored shape; a value of another version counts as absent (and is removed). */
export const FIT_PROFILE_VERSION = 1;
/** Stored values expire after 7 days by default (spec §9). */
export const FIT_PROFILE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Accepted body heights and inseams in cm: a value outside is a typo (30 cm, 300 cm), not a rider. */
export const HEIGHT_RANGE_CM = [120, 220] as const;
export const INSEAM_RANGE_CM = [50, 110] as const;

const Cm = (range: readonly [number, number]) => v.pipe(v.number(), v.integer(), v.minValue(range[0]), v.maxValue(range[1]));
/** The stored value: `{ v: 1, heightCm, inseamCm, savedAt }`, the inseam shorter than the body. */
const StoredProfile = v.pipe(
  v.object({ v: v.literal(FIT_PROFILE_VERSION), heightCm: Cm(HEIGHT_RANGE_CM), inseamCm: Cm(INSEAM_RANGE_CM), savedAt: v.pipe(v.number(), v.integer()) }),
  v.check((p) => p.inseamCm < p.heightCm * 0.6, 'inseam longer than the legs of that height'),
);

/** Why a profile was not saved: storage missing, refused (quota, private mode) or the values out of range. */
export type SaveProfileError = 'unavailable' | 'quota' | 'invalid';

export interface FitProfileStorageOptions {
  /** The store; null where there is none (server rendering, storage disabled). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Current time in ms. @default Date.now */
  readonly now?: () => number;
  /** How long a saved profile counts. @default FIT_PROFILE_LIFETIME_MS (7 days) */
  readonly lifetimeMs?: number;
}

/** The problem with a height/inseam pair a shopper typed, or null when it can be saved. */
export function profileProblem(profile: FitProfile): 'height' | 'inseam' | 'ratio' | null {
  const within = (n: number, [lo, hi]: readonly [number, number]): boolean => Number.isInteger(n) && n >= lo && n <= hi;
  if (!within(profile.heightCm, HEIGHT_RANGE_CM)) return 'height';
  if (!within(profile.inseamCm, INSEAM_RANGE_CM)) return 'inseam';
  return profile.inseamCm < profile.heightCm * 0.6 ? null : 'ratio';
}

/**
 * Reads, saves and removes the fit profile. Every stored value is untrusted: invalid JSON, another shape or
 * version, out-of-range numbers, a save time in the future or older than the lifetime all count as no profile
 * and the entry is removed; storage that throws counts as no profile. Nothing here throws.
 */
export function createFitProfileStorage(options: FitProfileStorageOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? FIT_PROFILE_LIFETIME_MS;
  const drop = (): void => {
    try {
      storage?.removeItem(FIT_PROFILE_KEY);
    } catch {
      // Storage that refuses a removal: the value is ignored on every read anyway.
    }
  };
  return {
    /** The saved profile, or null (none, unusable or expired). */
    read(): FitProfile | null {
      let raw: string | null;
      try {
        raw = storage?.getItem(FIT_PROFILE_KEY) ?? null;
      } catch {
        return null;
      }
      return parseStoredProfile(raw, now(), lifetimeMs, drop);
    },
    /** Saves a profile (rounded to whole cm); an invalid one is refused, not stored. */
    save(profile: FitProfile): { readonly ok: true } | { readonly ok: false; readonly error: SaveProfileError } {
      const rounded = { heightCm: Math.round(profile.heightCm), inseamCm: Math.round(profile.inseamCm) };
      if (profileProblem(rounded) !== null) return { ok: false, error: 'invalid' };
      if (storage === null) return { ok: false, error: 'unavailable' };
      try {
        storage.setItem(FIT_PROFILE_KEY, JSON.stringify({ v: FIT_PROFILE_VERSION, ...rounded, savedAt: now() }));
        return { ok: true };
      } catch {
        // QuotaExceededError (full storage, Safari private mode): nothing was written.
        return { ok: false, error: 'quota' };
      }
    },
    remove: drop,
  };
}

/** A stored value as a profile, or null; `drop` is called for a value that is there but unusable. */
export function parseStoredProfile(raw: string | null, nowMs: number, lifetimeMs: number, drop: () => void = () => undefined): FitProfile | null {
  if (raw === null) return null;
  let json: unknown = undefined;
  try {
    json = raw.length > 1000 ? undefined : JSON.parse(raw);
  } catch {
    // Not ours or truncated: dropped below.
  }
  const parsed = v.safeParse(StoredProfile, json);
  // A minute of clock skew between tabs is fine; a save time further ahead is not.
  if (!parsed.success || parsed.output.savedAt > nowMs + 60_000 || nowMs - parsed.output.savedAt > lifetimeMs) {
    drop();
    return null;
  }
  return { heightCm: parsed.output.heightCm, inseamCm: parsed.output.inseamCm };
}
