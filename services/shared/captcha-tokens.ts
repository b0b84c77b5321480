import { randomBytes } from 'node:crypto';

/** Why a captcha answer is not accepted. */
export type CaptchaRejection = 'missing' | 'unknown' | 'expired' | 'used';

export interface CaptchaTokensOptions {
  /** How long an answer stays valid, like the production captcha's two minutes. @default 120000 */
  readonly ttlMs?: number;
  /** @default Date.now */
  readonly clock?: () => number;
}

/** Answers the local captcha widget hands out and the endpoint checks once. */
export interface CaptchaTokens {
  readonly ttlMs: number;
  issue(): { readonly token: string; readonly expiresAt: number };
  /** Whether the token would be accepted now (does not use it up). */
  check(token: string | undefined): CaptchaRejection | null;
  /** Uses the token up: a case can be created with it once. */
  consume(token: string): void;
}

/** Creates the store of captcha answers (in memory: an answer lives two minutes). */
export function createCaptchaTokens(options: CaptchaTokensOptions = {}): CaptchaTokens {
  const ttlMs = options.ttlMs ?? 120_000;
  const clock = options.clock ?? Date.now;
  const tokens = new Map<string, { expiresAt: number; used: boolean }>();
  const sweep = (now: number): void => {
    for (const [token, entry] of tokens) if (entry.expiresAt + ttlMs < now) tokens.delete(token);
  };
  return {
    ttlMs,
    issue() {
      const now = clock();
      sweep(now);
      const token = `local-captcha.${randomBytes(18).toString('base64url')}`;
      const expiresAt = now + ttlMs;
      tokens.set(token, { expiresAt, used: false });
      return { token, expiresAt };
    },
    check(token) {
      if (!token) return 'missing';
      const entry = tokens.get(token);
      if (!entry) return 'unknown';
      if (entry.used) return 'used';
      if (clock() >= entry.expiresAt) return 'expired';
      return null;
    },
    consume(token) {
      const entry = tokens.get(token);
      if (entry) entry.used = true;
    },
  };
}
