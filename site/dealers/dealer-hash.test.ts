import { describe, expect, it } from 'vitest';
import { dealerHashSlug, formatDealerHash, parseDealerHash } from './dealer-hash.ts';

describe('dealer hash', () => {
  it('formats a slug and parses it back', () => {
    expect(formatDealerHash('zweirad-mueller')).toBe('#zweirad-mueller');
    expect(parseDealerHash(formatDealerHash('zweirad-mueller'))).toBe('zweirad-mueller');
  });

  it('reads a hash without #, percent-encoded or in upper case', () => {
    expect(parseDealerHash('zweirad-mueller')).toBe('zweirad-mueller');
    expect(parseDealerHash('#Zweirad%2DMueller')).toBe('zweirad-mueller');
  });

  it('treats empty, foreign and malformed hashes as no dealer', () => {
    for (const hash of ['', '#', '#main-content-', '#a b', '#%E0%A4%A', '#<script>', `#${'a'.repeat(500)}`, '#--x']) {
      expect(parseDealerHash(hash), hash).toBeNull();
    }
  });

  it('refuses to format something that is not a slug', () => {
    expect(() => formatDealerHash('Zweirad Müller')).toThrow(/Not a dealer slug/);
  });
});

describe('dealerHashSlug', () => {
  it('is the slug of the dealer name, the id when the name has no latin letters', () => {
    expect(dealerHashSlug({ id: 'de-001', name: 'Zweirad Müller & Söhne' })).toBe('zweirad-muller-sohne');
    expect(dealerHashSlug({ id: 'de-002', name: 'Велосипеды' })).toBe('de-002');
  });
});
