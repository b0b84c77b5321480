import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadReviewData, ReviewDataError } from './load-review-data.ts';
import { TEST_REVIEWS, writeTestReviewData } from './testing-data.ts';

const dirs: string[] = [];
const write = (files?: Record<string, unknown>): string => {
  const dir = writeTestReviewData(files);
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const messageOf = (dir: string): string => {
  try {
    loadReviewData(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ReviewDataError);
    return (error as Error).message;
  }
  throw new Error('loaded');
};

describe('loadReviewData', () => {
  it('loads each brand by id and passkey, reviews per product newest first', () => {
    const data = loadReviewData(write());
    expect([...data.byBrand.keys()].sort()).toEqual(['ghost', 'winora']);
    expect(data.byPasskey.get('winora-test')?.brand).toBe('winora');
    expect(data.byBrand.get('winora')?.byProduct.get('P1')?.map((r) => r.Id)).toEqual(['14', '15', '12', '13', '16', '11']);
    expect(data.byBrand.get('winora')?.byProduct.has('P3')).toBe(false);
  });

  it('refuses a broken file naming the file and each field', () => {
    const w = TEST_REVIEWS['winora']!;
    const message = messageOf(write({ 'winora.json': { ...w, reviews: [{ ...w.reviews[0], Rating: 7 }, { ...w.reviews[1], ContentLocale: 'german', SubmissionTime: 'yesterday' }] } }));
    expect(message).toContain('winora.json: reviews.0.Rating: Invalid value: Expected <=5 but received 7');
    expect(message).toContain('winora.json: reviews.1.ContentLocale: must be a content locale like de_AT');
    expect(message).toContain('winora.json: reviews.1.SubmissionTime: must be an ISO timestamp');
  });

  it('refuses a file that is not JSON, a review of an unlisted product, an id used twice, a file named after another brand', () => {
    const w = TEST_REVIEWS['winora']!;
    const message = messageOf(write({
      'winora.json': { ...w, reviews: [...w.reviews, { ...w.reviews[0], ProductId: 'NOPE', Id: '99' }] },
      'ghost.json': { ...TEST_REVIEWS['ghost'], reviews: [TEST_REVIEWS['ghost']!.reviews[0], TEST_REVIEWS['ghost']!.reviews[0]] },
      'haibike.json': { ...TEST_REVIEWS['ghost'], passkey: 'other-key', reviews: [] },
      'sparta.json': '{ not json',
    }));
    expect(message).toContain('winora.json: reviews: review 7 is of product NOPE, which the file\'s products do not list');
    expect(message).toContain('ghost.json: reviews.1.Id: 31 is used twice');
    expect(message).toContain('haibike.json: brand: is ghost; the file of ghost is ghost.json');
    expect(message).toMatch(/sparta\.json: not JSON/);
  });

  it('refuses an empty folder and a missing one', () => {
    expect(messageOf(write({}))).toContain('no <brand>.json file');
    expect(messageOf('/nonexistent/reviews')).toContain('cannot read the folder');
  });
});
