/**
 * The review data's shape (`data/<brand>.json` is `{ brand, passkey, locales, products, reviews }`), checked with
 * valibot when the service starts: a broken file stops the service with the file and the field named.
 * Reviews are stored as the Bazaarvoice Conversations API answers them (PascalCase fields), so the service
 * hands them out as they are.
 */
import * as v from 'valibot';

/** A content locale as Bazaarvoice writes it: `de_AT`. */
export const CONTENT_LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;

const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const Count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0));
const Locale = v.pipe(v.string(), v.regex(CONTENT_LOCALE_PATTERN, 'must be a content locale like de_AT'));

const Review = v.strictObject({
  Id: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits')),
  ProductId: Text,
  UserNickname: v.pipe(Text, v.maxLength(40)),
  UserLocation: v.nullable(Text),
  Title: v.pipe(Text, v.maxLength(120)),
  ReviewText: v.pipe(Text, v.minLength(20, 'must be at least 20 characters')),
  Rating: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(5)),
  IsRecommended: v.nullable(v.boolean()),
  SubmissionTime: v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp')),
  ContentLocale: Locale,
  TotalPositiveFeedbackCount: Count,
  TotalNegativeFeedbackCount: Count,
});

/** One review as stored and answered (before the derived fields). */
export type StoredReview = v.InferOutput<typeof Review>;

/** One brand's data file. */
export const ReviewFile = v.pipe(
  v.strictObject({
    brand: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a brand id')),
    /** The API key the brand's site sends (`passkey=`). */
    passkey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{6,64}$/, 'must be 6–64 letters, digits or hyphens')),
    /** The brand's site locales: one rating-summary file each on the static host. */
    locales: v.pipe(v.array(Locale), v.minLength(1, 'must list at least one locale')),
    /** Every product the brand sells (parent product numbers), reviewed or not. */
    products: v.array(Text),
    reviews: v.array(Review),
  }),
  v.forward(
    v.check((file) => file.reviews.every((r) => file.products.includes(r.ProductId)), (issue) => {
      const index = issue.input.reviews.findIndex((r) => !issue.input.products.includes(r.ProductId));
      return `review ${index} is of product ${issue.input.reviews[index]?.ProductId}, which the file's products do not list`;
    }),
    ['reviews'],
  ),
);
export type ReviewFileData = v.InferOutput<typeof ReviewFile>;
