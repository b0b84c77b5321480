import type { CountryCode } from '../../brands/brand-schema.ts';

/** The contact form's fields (§3), by our name. */
export const CONTACT_FIELD_NAMES = [
  'type', 'subject', 'description', 'firstName', 'lastName', 'email', 'phone', 'country',
  'street', 'houseNumber', 'postalCode', 'city', 'frameNumber', 'dealerName',
] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];
/** Fields whose value is a free text (everything but the two dropdowns). */
export type ContactTextFieldName = Exclude<ContactFieldName, 'type' | 'country'>;
/** Values as typed, by field name (a missing field is empty). */
export type ContactValues = Readonly<Partial<Record<ContactFieldName, string>>>;

/**
 * Field ids of the customer-relationship system's web-to-case form: the
 * standard case fields keep their names, the others are the org's custom
 * field ids. The post carries these names; the case store keeps them as sent.
 */
export const CRM_FIELD_IDS: Readonly<Record<ContactFieldName, string>> = {
  type: 'type',
  subject: 'subject',
  description: 'description',
  email: 'email',
  phone: 'phone',
  firstName: '00N5J00000Fst01',
  lastName: '00N5J00000Lst02',
  country: '00N5J00000Cty03',
  street: '00N5J00000Str04',
  houseNumber: '00N5J00000Hno05',
  postalCode: '00N5J00000Pcd06',
  city: '00N5J00000Cit07',
  frameNumber: '00N5J00000Frm08',
  dealerName: '00N5J00000Dlr09',
};

/** Hidden fields always sent (§3), by our name, with their CRM field ids. */
export const CRM_HIDDEN_FIELD_IDS = {
  brand: '00N5J00000Brd10',
  language: '00N5J00000Lng11',
  webSource: '00N5J00000Web12',
  orgId: 'orgid',
  returnUrl: 'retURL',
  captchaSettings: 'captcha_settings',
} as const;

/** Fields every variant shows, in order, before the address and bike fields. */
const LEADING: readonly ContactFieldName[] = ['type', 'subject', 'description', 'firstName', 'lastName', 'email', 'phone'];
/** Required fields (§5), each with its own translated message. */
export const REQUIRED_FIELDS: ReadonlySet<ContactFieldName> = new Set(['type', 'subject', 'description', 'firstName', 'lastName', 'email', 'country']);

/** What decides which fields a form shows: the brand's variant flags and the page's language. */
export interface FieldLayoutOptions {
  /** The country dropdown is shown (else the market's country is sent hidden). */
  readonly countryField: boolean;
  /** Street, house number, postal code and city are offered. */
  readonly addressFields: boolean;
  /** Frame number and dealer name are offered. */
  readonly bikeFields: boolean;
  /** The page's language. */
  readonly language: string;
}

/**
 * Address order (§3): for English with a non-GB country house number,
 * street, city, postal code; otherwise street, house number, postal code, city.
 */
export function addressOrder(language: string, country: string): readonly ContactFieldName[] {
  return language === 'en' && country.toUpperCase() !== 'GB'
    ? ['houseNumber', 'street', 'city', 'postalCode']
    : ['street', 'houseNumber', 'postalCode', 'city'];
}

/**
 * The visible fields in order, for the country currently selected: the
 * common fields, the country dropdown where the variant shows it, the
 * address block where the variant has it and the country is not GB, then
 * the bike fields.
 */
export function visibleFields(options: FieldLayoutOptions, selectedCountry: string): readonly ContactFieldName[] {
  const fields: ContactFieldName[] = [...LEADING];
  if (options.countryField) fields.push('country');
  if (options.addressFields && selectedCountry.toUpperCase() !== 'GB') fields.push(...addressOrder(options.language, selectedCountry));
  if (options.bikeFields) fields.push('frameNumber', 'dealerName');
  return fields;
}

/** The market's country as the form's default: INT (no ISO country) leaves the choice to the shopper. */
export function defaultCountryOf(market: CountryCode): string {
  return market === 'INT' ? '' : market;
}
