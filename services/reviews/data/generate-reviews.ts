/**
 * `npx tsx services/reviews/data/generate-reviews.ts`: writes the review data files `services/reviews/data/<brand>.json`
 * for every brand with reviews enabled (brands/*: `features.reviews.enabled`), keyed by the commerce catalogue's parent
 * product numbers (services/commerce/seed). Deterministic: a generator seeded per product, fixed dates, so the same
 * input gives byte-identical files (`generate-reviews.test.ts` checks the committed files are what it writes). Rerun
 * it after changing a brand's models or countries, and commit the files.
 *
 * What it makes: about one product in six without any review (at least one per brand); the rest 1 to 48, some
 * products well reviewed and some less (a per-product mean between 3.7 and 4.9, ratings spread around it, so most
 * reviews are 4 and 5 stars); each review written in the language of a country the brand sells in (a Swiss reviewer
 * in German, French or Italian), with title and text from `review-phrases.ts`, a nickname, a town, a date between
 * April 2023 and October 2026, a recommendation and helpfulness votes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from '../../commerce/seed/brand-seeds.ts';
import type { ReviewFileData, StoredReview } from '../review-schema.ts';
import { PHRASES, REVIEWER_COUNTRIES, type Mood, type ReviewLanguage } from './review-phrases.ts';

/** Where the data files go: this folder. */
export const DATA_DIR = import.meta.dirname;

/** FNV-1a of a string: the seed of a product's generator. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** A standard normal value (Box–Muller). */
const normal = (rng: () => number): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

const FIRST_DAY = Date.UTC(2023, 3, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);

const moodOf = (rating: number): Mood => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low');

/** The brand's countries, weighted: the first markets sell the most bikes, so more reviews come from there. */
function reviewerCountries(brand: (typeof brandConfigs)[keyof typeof brandConfigs]): { country: string; weight: number }[] {
  return brand.countries
    .filter((c) => c.code in REVIEWER_COUNTRIES)
    .map((c, i) => ({ country: c.code, weight: 1 / (1 + i * 0.25) }));
}

function weighted<T extends { weight: number }>(rng: () => number, list: readonly T[]): T {
  const total = list.reduce((s, x) => s + x.weight, 0);
  let r = rng() * total;
  for (const x of list) {
    r -= x.weight;
    if (r <= 0) return x;
  }
  return list[list.length - 1]!;
}

function nickname(rng: () => number, name: string, town: string): string {
  const style = Math.floor(rng() * 4);
  if (style === 0) return name;
  if (style === 1) return `${name}${10 + Math.floor(rng() * 89)}`;
  if (style === 2) return `${name.toLowerCase()}_${town.toLowerCase().replace(/[^a-zà-ÿ]/gu, '').slice(0, 6)}`;
  return `${name} ${String.fromCharCode(65 + Math.floor(rng() * 26))}.`;
}

function reviewText(rng: () => number, language: ReviewLanguage, mood: Mood, ebike: boolean, bike: string): { title: string; text: string } {
  const bank = PHRASES[language];
  const fill = (s: string): string => s.replaceAll('{bike}', bike);
  const kind = ebike ? bank.ebike : bank.bike;
  const sentences = [pick(rng, bank.open[mood]), pick(rng, kind[mood])];
  // Half of the e-bike reviews also say something about the ride itself, in the same mood.
  if (ebike && rng() < 0.5) sentences.push(pick(rng, bank.bike[mood]));
  // A happy reviewer sometimes still names a small gripe.
  if (mood === 'high' && rng() < 0.25) sentences.push(pick(rng, kind.mid));
  sentences.push(pick(rng, bank.close[mood]));
  return { title: fill(pick(rng, bank.titles[mood])), text: sentences.map(fill).join(' ') };
}

/** The reviews of one product; `firstId` numbers them. */
function productReviews(brandId: string, countries: readonly { country: string; weight: number }[], model: { sku: string; name: string; type: 'ebike' | 'bike' }, firstId: number, forceNone: boolean): StoredReview[] {
  const rng = random(hash(`${brandId}|${model.sku}`));
  // About one product in six has no review yet.
  if (forceNone || rng() < 0.16) return [];
  const count = 1 + Math.floor(rng() ** 1.5 * 48);
  const mean = 3.7 + rng() * 1.2;
  const reviews: StoredReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = Math.max(1, Math.min(5, Math.round(mean + normal(rng) * 0.9)));
    const { country } = weighted(rng, countries);
    const place = REVIEWER_COUNTRIES[country]!;
    // Most write in their country's first language; in CH, BE and FI the others too.
    const language = rng() < 0.7 ? place.languages[0]! : pick(rng, place.languages);
    const town = pick(rng, place.towns[language] ?? []);
    const mood = moodOf(rating);
    const { title, text } = reviewText(rng, language, mood, model.type === 'ebike', model.name);
    const day = FIRST_DAY + Math.floor(rng() * ((LAST_DAY - FIRST_DAY) / 86_400_000)) * 86_400_000 + Math.floor(rng() * 86_400) * 1000;
    const helpful = Math.floor(rng() ** 2.5 * 24);
    reviews.push({
      Id: String(firstId + i),
      ProductId: model.sku,
      UserNickname: nickname(rng, pick(rng, PHRASES[language].names), town),
      UserLocation: rng() < 0.8 ? town : null,
      Title: title,
      ReviewText: text,
      Rating: rating,
      IsRecommended: rating >= 4 ? true : rating <= 2 ? false : rng() < 0.5,
      SubmissionTime: new Date(day).toISOString().replace('Z', '+00:00'),
      ContentLocale: `${language}_${country}`,
      TotalPositiveFeedbackCount: helpful,
      TotalNegativeFeedbackCount: Math.floor(rng() ** 3 * 5),
    });
  }
  return reviews;
}

/** The data file of one brand (with reviews enabled). */
export function generateBrandReviews(brandId: keyof typeof brandConfigs): ReviewFileData {
  const brand = brandConfigs[brandId];
  const seed = BRAND_SEEDS[brandId];
  if (!seed) throw new Error(`No commerce seed for ${brandId}`);
  const countries = reviewerCountries(brand);
  const reviews: StoredReview[] = [];
  // Each brand has at least one product without a review (the last model), so the empty state is always there.
  // Ids unique across brands (the service refuses one used twice): the brand's place in the registry leads.
  const base = (Object.keys(brandConfigs).indexOf(brandId) + 1) * 1_000_000;
  seed.models.forEach((model, index) => {
    reviews.push(...productReviews(brandId, countries, model, base + reviews.length + 1, index === seed.models.length - 1 && seed.models.length > 1));
  });
  return {
    brand: brandId,
    passkey: `${brandId}-local-reviews`,
    locales: brand.countries.flatMap((c) => c.languages.map((l) => `${l}_${c.code === 'INT' ? 'GB' : c.code}`)).filter((l, i, all) => all.indexOf(l) === i),
    products: seed.models.map((m) => m.sku),
    reviews,
  };
}

/** Brands whose configuration turns reviews on. */
export const REVIEW_BRANDS = (Object.keys(brandConfigs) as (keyof typeof brandConfigs)[]).filter((id) => brandConfigs[id].features.reviews.enabled);

/** The file text: one review per line, so that a change shows as a readable diff. */
export function fileText(data: ReviewFileData): string {
  const { reviews, ...head } = data;
  const top = JSON.stringify(head).slice(0, -1);
  return `${top},"reviews":[\n${reviews.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

/** Every brand's file name and text. */
export function generateAll(): { file: string; text: string }[] {
  return REVIEW_BRANDS.map((id) => ({ file: `${id}.json`, text: fileText(generateBrandReviews(id)) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const { file, text } of generateAll()) {
    fs.writeFileSync(path.join(DATA_DIR, file), text);
    process.stdout.write(`${file}: ${Buffer.byteLength(text)} bytes\n`);
  }
}
