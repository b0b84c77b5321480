import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/** Thrown for arguments that are not two strings (the library's contract). */
export const POSTCODE_ARGUMENTS_ERROR = 'Invalid arguments: postcode and country code must both be strings';
/** Thrown for a country the pattern table does not know. */
export const POSTCODE_UNKNOWN_COUNTRY_ERROR = 'No Regex corresponds to this country code';
/** Thrown for the retired code CS (Serbia and Montenegro). */
export const POSTCODE_CS_ERROR = 'CS is no longer a country code: use RS (Serbia) or ME (Montenegro)';

/**
 * Checks a postal code against its country's format with the semantics of
 * the postcode-validator library the original form used: the country code is
 * case-insensitive, `uk` means `gb`, the retired `cs` is rejected with a hint
 * to use `rs` or `me`, an unknown country throws
 * `No Regex corresponds to this country code` and non-string arguments throw.
 * The patterns themselves are the maintained table of `postcode-validator`
 * (gb, us, ca, nl, pl, pt, fr, jp, br, ie, ... and plain digit patterns).
 * Throwing is the library's contract; the form's rule (`postalCodeRule`) turns it into a value.
 */
export function validatePostcode(postcode: unknown, country: unknown): boolean {
  if (typeof postcode !== 'string' || typeof country !== 'string') throw new TypeError(POSTCODE_ARGUMENTS_ERROR);
  let code = country.trim().toUpperCase();
  if (code === 'UK') code = 'GB';
  if (code === 'CS') throw new RangeError(POSTCODE_CS_ERROR);
  if (!postcodeValidatorExistsForCountry(code)) throw new RangeError(POSTCODE_UNKNOWN_COUNTRY_ERROR);
  return postcodeValidator(postcode, code);
}

/**
 * The contact form's postal-code rule: the upper-cased value must fit the
 * country's format. It fails when the country or the value is missing, and
 * passes when the check throws (a country without a known format must not
 * stop a shopper from writing to us).
 */
export function postalCodeRule(value: string | undefined, country: string | undefined): boolean {
  if (!country || !value) return false;
  try {
    return validatePostcode(value.toUpperCase(), country);
  } catch {
    // Unknown or retired country: no format to hold the shopper to (the original rule's behaviour).
    return true;
  }
}
