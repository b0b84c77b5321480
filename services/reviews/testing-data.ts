/** A small review data folder for tests: two brands, a handful of reviews in three languages. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReviewFileData, StoredReview } from './review-schema.ts';

const review = (Id: string, ProductId: string, Rating: number, ContentLocale: string, day: number, positive = 0, negative = 0): StoredReview => ({
  Id, ProductId, UserNickname: `rider${Id}`, UserLocation: 'Wien', Title: `Title ${Id}`, ReviewText: `Review text number ${Id}, long enough to pass.`, Rating,
  IsRecommended: Rating >= 4, SubmissionTime: `2025-01-${String(day).padStart(2, '0')}T10:00:00.000+00:00`, ContentLocale, TotalPositiveFeedbackCount: positive, TotalNegativeFeedbackCount: negative,
});

/** winora: product P1 with six reviews (de, en, fr), P2 with one, P3 with none; ghost: one review. */
export const TEST_REVIEWS: Readonly<Record<string, ReviewFileData>> = {
  winora: {
    brand: 'winora', passkey: 'winora-test', locales: ['de_AT', 'en_AT', 'fr_CH'], products: ['P1', 'P2', 'P3'],
    reviews: [
      review('11', 'P1', 5, 'de_AT', 1, 3, 1), review('12', 'P1', 4, 'de_DE', 5, 0, 0), review('13', 'P1', 2, 'en_GB', 3, 9, 1),
      review('14', 'P1', 3, 'fr_CH', 9, 1, 1), review('15', 'P1', 5, 'de_CH', 7, 2, 0), review('16', 'P1', 1, 'en_IE', 2, 0, 4), review('21', 'P2', 4, 'fr_FR', 4),
    ],
  },
  ghost: { brand: 'ghost', passkey: 'ghost-test', locales: ['de_DE'], products: ['G1'], reviews: [review('31', 'G1', 4, 'de_DE', 1)] },
};

/** Writes the test files (or `files` as given) into a new temporary folder and returns it. */
export function writeTestReviewData(files: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(TEST_REVIEWS).map(([b, d]) => [`${b}.json`, d]))): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
