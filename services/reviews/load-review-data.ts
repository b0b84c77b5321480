/**
 * Reads and checks the review data files (`data/<brand>.json`) once at start. Every problem is an error naming the
 * file and the field (`data/winora.json: reviews.3.Rating: Invalid value: Expected <=5 but received 7`), so a broken
 * edit of the data never starts a service that answers half of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { ReviewFile, type StoredReview } from './review-schema.ts';

/** The repository's review data. */
export const DEFAULT_REVIEW_DATA_DIR = path.join(import.meta.dirname, 'data');

/** A data file that cannot be used; the message names the file and each problem's field. */
export class ReviewDataError extends Error {
  override readonly name = 'ReviewDataError';
}

/** One brand's checked data. */
export interface BrandReviews {
  readonly brand: string;
  readonly locales: readonly string[];
  readonly products: readonly string[];
  /** Reviews by product id, newest first. */
  readonly byProduct: ReadonlyMap<string, readonly StoredReview[]>;
  readonly reviews: readonly StoredReview[];
}

/** The checked data: each brand's reviews, by brand id and by passkey. */
export interface ReviewData {
  readonly byBrand: ReadonlyMap<string, BrandReviews>;
  readonly byPasskey: ReadonlyMap<string, BrandReviews>;
}

/** Loads every `*.json` of `dir`; throws a {@link ReviewDataError} listing every problem found. */
export function loadReviewData(dir: string = DEFAULT_REVIEW_DATA_DIR): ReviewData {
  const shown = (file: string): string => path.relative(process.cwd(), path.join(dir, file)) || file;
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    throw new ReviewDataError(`review data: cannot read the folder ${dir}: ${(error as Error).message}`);
  }
  if (files.length === 0) throw new ReviewDataError(`review data: no <brand>.json file in ${dir}`);
  const problems: string[] = [];
  const byBrand = new Map<string, BrandReviews>();
  const byPasskey = new Map<string, BrandReviews>();
  const ids = new Set<string>();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${shown(file)}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = v.safeParse(ReviewFile, json);
    if (!parsed.success) {
      for (const issue of parsed.issues.slice(0, 20)) problems.push(`${shown(file)}: ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
      if (parsed.issues.length > 20) problems.push(`${shown(file)}: … and ${parsed.issues.length - 20} more problems`);
      continue;
    }
    const data = parsed.output;
    if (file !== `${data.brand}.json`) problems.push(`${shown(file)}: brand: is ${data.brand}; the file of ${data.brand} is ${data.brand}.json`);
    if (byPasskey.has(data.passkey)) problems.push(`${shown(file)}: passkey: ${data.passkey} is another brand's too`);
    const twice: string[] = [];
    data.reviews.forEach((review, index) => {
      if (ids.has(review.Id)) twice.push(`${shown(file)}: reviews.${index}.Id: ${review.Id} is used twice`);
      ids.add(review.Id);
      Object.freeze(review);
    });
    problems.push(...twice.slice(0, 20), ...(twice.length > 20 ? [`${shown(file)}: … and ${twice.length - 20} more ids used twice`] : []));
    const byProduct = new Map<string, StoredReview[]>();
    for (const review of data.reviews) byProduct.set(review.ProductId, [...(byProduct.get(review.ProductId) ?? []), review]);
    for (const list of byProduct.values()) list.sort((a, b) => b.SubmissionTime.localeCompare(a.SubmissionTime) || a.Id.localeCompare(b.Id));
    const brand: BrandReviews = Object.freeze({ brand: data.brand, locales: Object.freeze(data.locales), products: Object.freeze(data.products), byProduct, reviews: Object.freeze(data.reviews) });
    byBrand.set(data.brand, brand);
    byPasskey.set(data.passkey, brand);
  }
  if (problems.length > 0) throw new ReviewDataError(`review data is invalid:\n  - ${problems.join('\n  - ')}`);
  return Object.freeze({ byBrand, byPasskey });
}
