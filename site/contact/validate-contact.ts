import { REQUIRED_FIELDS, type ContactFieldName, type ContactValues } from './contact-fields.ts';
import { postalCodeRule } from './postcode.ts';

/** Dictionary keys of the contact form's error messages. */
export type ContactErrorMessage =
  | 'contactTypeRequired' | 'contactSubjectRequired' | 'contactDescriptionRequired' | 'contactFirstNameRequired'
  | 'contactLastNameRequired' | 'contactEmailRequired' | 'contactEmailInvalid' | 'contactCountryRequired'
  | 'contactPostalCodeInvalid' | 'contactCaptchaRequired';

/** What can be wrong: a field, or the captcha. */
export type ContactErrorTarget = ContactFieldName | 'captcha';
/** The form's errors by field; a field without an entry is valid. */
export type ContactErrors = Readonly<Partial<Record<ContactErrorTarget, ContactErrorMessage>>>;

/** Each required field's own message (§5). */
const REQUIRED_MESSAGE: Readonly<Partial<Record<ContactFieldName, ContactErrorMessage>>> = {
  type: 'contactTypeRequired',
  subject: 'contactSubjectRequired',
  description: 'contactDescriptionRequired',
  firstName: 'contactFirstNameRequired',
  lastName: 'contactLastNameRequired',
  email: 'contactEmailRequired',
  country: 'contactCountryRequired',
};

/** One @, something on both sides, a dot in the domain, no spaces: what a mail server will accept as an address shape. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Whether a string is shaped like an email address. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * The error of one field, or null. Required fields need a non-blank value;
 * email must look like an address; the postal code, when given, must fit the
 * selected country's format (`postalCodeRule`). Other optional fields take
 * anything: the spec sets no length limits.
 */
export function validateField(name: ContactFieldName, values: ContactValues, country: string): ContactErrorMessage | null {
  const value = (values[name] ?? '').trim();
  if (value === '') return REQUIRED_FIELDS.has(name) ? (REQUIRED_MESSAGE[name] ?? null) : null;
  if (name === 'email' && !isEmail(value)) return 'contactEmailInvalid';
  if (name === 'postalCode' && !postalCodeRule(value, country)) return 'contactPostalCodeInvalid';
  return null;
}

/** What the whole form is validated against. */
export interface ValidateContactOptions {
  readonly values: ContactValues;
  /** The fields shown (hidden ones are not the shopper's to fix). */
  readonly fields: readonly ContactFieldName[];
  /** The selected country's ISO code (for the postal code). */
  readonly country: string;
  readonly captchaSolved: boolean;
}

/** Every error of the form: the shown fields, then the captcha. */
export function validateContact(options: ValidateContactOptions): ContactErrors {
  const errors: Partial<Record<ContactErrorTarget, ContactErrorMessage>> = {};
  for (const name of options.fields) {
    const error = validateField(name, options.values, options.country);
    if (error) errors[name] = error;
  }
  if (!options.captchaSolved) errors.captcha = 'contactCaptchaRequired';
  return errors;
}

/** Whether an errors object holds no error. */
export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
