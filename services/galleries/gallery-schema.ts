/**
 * The shape of a gallery data file (`data/<brand>.json`), checked with valibot when the service starts: a broken
 * file stops it with every problem named by file and field.
 */
import * as v from 'valibot';
import { PLACES, TIMES } from './data/gallery-phrases.ts';

const Id = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'), v.maxLength(80));
const Language = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a two-letter language code'));
const Texts = v.record(Language, v.pipe(v.string(), v.minLength(1), v.maxLength(400)));
const Size = v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(4000));

export const GalleryPostSchema = v.strictObject({
  id: Id,
  /** ISO date-time the rider posted it. */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  author: v.strictObject({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)), handle: v.pipe(v.string(), v.regex(/^@[a-z0-9._]{2,30}$/)) }),
  /** The picture's full size; the service serves it in the widths of `MEDIA_WIDTHS` up to this. */
  image: v.strictObject({ width: Size, height: Size }),
  /** What the drawing shows. `frame`: the bike's colour. */
  scene: v.strictObject({ place: v.picklist(PLACES), time: v.picklist(TIMES), seed: v.pipe(v.number(), v.integer(), v.minValue(0)), frame: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/)) }),
  caption: Texts,
  alt: Texts,
});

export const GalleryFeedSchema = v.strictObject({
  id: Id,
  /** `stories`: the brand's home and life-in-motion pages; `line`: one product line's page. */
  kind: v.picklist(['stories', 'line']),
  /** The product line's name as the shop spells it (`iRide Pure`); only for `line`. */
  line: v.optional(v.pipe(v.string(), v.minLength(1))),
  title: Texts,
  posts: v.array(GalleryPostSchema),
});

export const GalleryFileSchema = v.strictObject({
  brand: Id,
  /** Every language the brand's sites speak: each feed title, caption and alt has them all. */
  languages: v.pipe(v.array(Language), v.minLength(1)),
  feeds: v.array(GalleryFeedSchema),
});

export type GalleryPost = v.InferOutput<typeof GalleryPostSchema>;
export type GalleryFeed = v.InferOutput<typeof GalleryFeedSchema>;
export type GalleryFile = v.InferOutput<typeof GalleryFileSchema>;
