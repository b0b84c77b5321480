// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, contextTokenKey, createTokenStorage, TOKEN_TTL_MS } from './token-storage.ts';

/**
 * Desired behavior: a stored shop token is used only when it looks like one and expires within the lifetime
 * we write (7 days). Garbage of any kind counts as no token and is removed, so the shop mints a fresh session.
 * (Before: a token with `_expiry` in the year 3000 was kept for ever.)
 */

const NOW = Date.UTC(2025, 5, 1);
const key = contextTokenKey('AT');
beforeEach(() => window.localStorage.clear());

const read = (k = key) => createTokenStorage(window.localStorage, () => NOW).read(k);

describe('stored shop tokens with garbage', () => {
  it('keeps a good token that expires within its lifetime', () => {
    window.localStorage.setItem(key, 'ctx-token_1');
    window.localStorage.setItem(`${key}_expiry`, String(NOW + TOKEN_TTL_MS));
    expect(read()).toEqual({ token: 'ctx-token_1', expiry: NOW + TOKEN_TTL_MS });
  });

  it.each([
    ['an expiry in the year 3000', 'ctx-token_1', String(Date.UTC(3000, 0, 1))],
    ['an expiry of 1 MB', 'ctx-token_1', '9'.repeat(1_000_000)],
    ['a token of 1 MB', 'a'.repeat(1_000_000), String(NOW + 1000)],
    ['malformed percent-encoding as the token', '%E0%A4%A', String(NOW + 1000)],
    ['JSON as the token', '{"token":"x"}', String(NOW + 1000)],
    ['NUL and unicode', '\u0000🚲', String(NOW + 1000)],
    ['invalid JSON as the expiry', 'ctx-token_1', '{"at":'],
  ])('%s: no token, and both entries are removed', (_name, token, expiry) => {
    window.localStorage.setItem(key, token);
    window.localStorage.setItem(`${key}_expiry`, expiry);
    expect(read()).toBeUndefined();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(`${key}_expiry`)).toBeNull();
  });

  it('the auth token follows the same rule', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'auth-1');
    window.localStorage.setItem(`${AUTH_TOKEN_KEY}_expiry`, String(Date.UTC(3000, 0, 1)));
    expect(read(AUTH_TOKEN_KEY)).toBeUndefined();
  });
});
