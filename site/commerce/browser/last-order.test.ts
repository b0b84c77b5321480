// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_ORDER_KEY, readLastOrderEmail } from './last-order.ts';

/**
 * Desired behavior: the order confirmation reads the e-mail of the order placed in this tab; whatever else
 * sits under `shopLastOrder` reads as no e-mail and never reaches the page as text. (Before: `{"email":{}}`
 * or `{"email":["a"]}` went into the "confirmation sent to" line as it was.)
 */
beforeEach(() => window.sessionStorage.clear());

describe('readLastOrderEmail', () => {
  it('reads the e-mail the checkout stored', () => {
    window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ id: 'o1', orderNumber: '10001', total: 10, email: 'anna@example.at' }));
    expect(readLastOrderEmail(window.sessionStorage)).toBe('anna@example.at');
  });
  it.each([
    ['invalid JSON', '{"email":'],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['an e-mail that is an object', JSON.stringify({ email: { toString: 'x' } })],
    ['an e-mail that is a list', JSON.stringify({ email: ['anna@example.at'] })],
    ['JSON null', 'null'],
    ['a year-3000 number', String(Date.UTC(3000, 0, 1))],
    ['1 MB', JSON.stringify({ email: `${'a'.repeat(1_000_000)}@example.at` })],
    ['NUL and unicode', JSON.stringify({ email: '\u0000🚲@\u0000' })],
  ])('%s reads as no e-mail', (_name, raw) => {
    window.sessionStorage.setItem(LAST_ORDER_KEY, raw);
    expect(readLastOrderEmail(window.sessionStorage)).toBeNull();
  });
  it('storage that throws reads as no e-mail', () => {
    expect(readLastOrderEmail({ getItem: () => { throw new Error('SecurityError'); } })).toBeNull();
  });
});
