/**
 * The dealer data's shape (a data file `data/<cc>.json` is `{ country, dealers: Dealer[] }`), checked with valibot
 * when the service starts: a broken file stops the service with the file and the field named.
 */
import * as v from 'valibot';

/** Countries the dealer service may hold data for (ISO 3166 alpha-2). */
export const DEALER_COUNTRIES = ['AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PL', 'SE'] as const;
export type DealerCountry = (typeof DEALER_COUNTRIES)[number];

/** The service flags; the store locator's filters are these names. */
export const SERVICE_FLAGS = ['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'cargoBikes', 'rental', 'repair'] as const;
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];

export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;

/** Dealer ids: lower case, digits and hyphens, so that they go into a URL path as they are. */
export const DEALER_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be HH:MM'));

const Dealer = v.strictObject({
  id: v.pipe(v.string(), v.regex(DEALER_ID_PATTERN, 'must be lower-case letters, digits and single hyphens')),
  name: Text,
  addressLine1: Text,
  postcode: Text,
  city: Text,
  country: v.picklist(DEALER_COUNTRIES),
  position: v.strictObject({
    lat: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
  }),
  phone: v.pipe(v.string(), v.regex(/^\+\d[\d ]{6,18}$/, 'must be an international number (+<country> <digits>)')),
  website: v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be http(s)')),
  email: v.pipe(v.string(), v.email('must be an e-mail address')),
  openingHours: v.array(
    v.pipe(
      v.strictObject({ day: v.picklist(WEEKDAYS), opens: Time, closes: Time }),
      v.check((span) => span.opens < span.closes, 'must close after it opens'),
    ),
  ),
  services: v.strictObject(Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<ServiceFlag, v.BooleanSchema<undefined>>),
  brands: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a brand id'))), v.minLength(1, 'must list at least one brand')),
});

/** One dealer as the service holds and answers it. */
export type Dealer = v.InferOutput<typeof Dealer>;

/** One data file. */
export const DealerFile = v.pipe(
  v.strictObject({ country: v.picklist(DEALER_COUNTRIES), dealers: v.array(Dealer) }),
  v.forward(
    v.check((file) => file.dealers.every((d) => d.country === file.country), (issue) => {
      const index = issue.input.dealers.findIndex((d) => d.country !== issue.input.country);
      return `dealer ${index} (${issue.input.dealers[index]?.id}) is in ${issue.input.dealers[index]?.country}, not in the file's ${issue.input.country}`;
    }),
    ['dealers'],
  ),
);
