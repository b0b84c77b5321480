import { describe, expect, it } from 'vitest';
import { boundRefusedPost, clipToBytes } from './bound-refused-post.ts';

const bytesOf = (post: { problems: unknown; fields: unknown }): number => Buffer.byteLength(JSON.stringify(post.problems)) + Buffer.byteLength(JSON.stringify(post.fields));
const problems = [{ field: 'email', problem: 'is not an email address' }];

describe('boundRefusedPost', () => {
  it('keeps a post within the bound as it is', () => {
    const fields = { email: 'x', description: 'short' };
    expect(boundRefusedPost(problems, fields, 16_384)).toEqual({ problems, fields, bytes: bytesOf({ problems, fields }), truncatedFromBytes: null });
  });

  it('cuts a 250 KB post to the bound, keeps every small field and the start of the big one, and remembers the size', () => {
    const fields = { orgid: '00D5J0000001SPA', description: 'Ä'.repeat(125_000), email: 'not-an-email', subject: 'Rack' };
    const post = boundRefusedPost(problems, fields, 16_384);
    expect(post.bytes).toBeLessThanOrEqual(16_384);
    expect(post.bytes).toBe(bytesOf(post));
    expect(post.truncatedFromBytes).toBe(bytesOf({ problems, fields }));
    expect(post.fields).toMatchObject({ orgid: '00D5J0000001SPA', email: 'not-an-email', subject: 'Rack' });
    expect(post.fields['description']).toMatch(/^Ä+…$/);
  });

  it('bounds a post of sixty thousand repeated names and a flood of long names', () => {
    const repeated = boundRefusedPost(problems, { a: Array.from({ length: 60_000 }, () => 'v') }, 16_384);
    expect(repeated.bytes).toBeLessThanOrEqual(16_384);
    const names = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`${i}${'n'.repeat(300)}`, 'v'.repeat(100)]));
    const many = boundRefusedPost(problems, names, 16_384);
    expect(many.bytes).toBeLessThanOrEqual(16_384);
    expect(Object.keys(many.fields).length).toBeGreaterThan(10);
  });

  it('clips by JSON bytes without splitting a character', () => {
    expect(clipToBytes('😀😀😀', 12)).toBe('😀…');
    expect(clipToBytes('"""', 7)).toBe('"…');
    expect(clipToBytes('"""', 6)).toBe('…');
    expect(clipToBytes('abc', 5)).toBe('abc');
  });
});
