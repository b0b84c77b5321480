import { describe, expect, it } from 'vitest';
import { POSTCODE_ARGUMENTS_ERROR, POSTCODE_CS_ERROR, POSTCODE_UNKNOWN_COUNTRY_ERROR, postalCodeRule, validatePostcode } from './postcode.ts';

describe('validatePostcode (postcode-validator semantics)', () => {
  it('checks the country-specific patterns', () => {
    expect(validatePostcode('SW1A 1AA', 'GB')).toBe(true);
    expect(validatePostcode('SW1A1AA', 'GB')).toBe(true);
    expect(validatePostcode('12345', 'GB')).toBe(false);
    expect(validatePostcode('90210', 'US')).toBe(true);
    expect(validatePostcode('90210-1234', 'US')).toBe(true);
    expect(validatePostcode('9021', 'US')).toBe(false);
    expect(validatePostcode('K1A 0B1', 'CA')).toBe(true);
    expect(validatePostcode('1012 AB', 'NL')).toBe(true);
    expect(validatePostcode('1012AB', 'NL')).toBe(true);
    expect(validatePostcode('101 AB', 'NL')).toBe(false);
    expect(validatePostcode('00-950', 'PL')).toBe(true);
    expect(validatePostcode('1000-001', 'PT')).toBe(true);
    expect(validatePostcode('75001', 'FR')).toBe(true);
    expect(validatePostcode('100-0001', 'JP')).toBe(true);
    expect(validatePostcode('01310-100', 'BR')).toBe(true);
    expect(validatePostcode('D02 X285', 'IE')).toBe(true);
  });

  it('uses plain digit patterns elsewhere', () => {
    expect(validatePostcode('10115', 'DE')).toBe(true);
    expect(validatePostcode('1011', 'DE')).toBe(false);
    expect(validatePostcode('1010', 'AT')).toBe(true);
    expect(validatePostcode('8000', 'CH')).toBe(true);
    expect(validatePostcode('2100', 'DK')).toBe(true);
    expect(validatePostcode('1000', 'BE')).toBe(true);
    expect(validatePostcode('00100', 'IT')).toBe(true);
    expect(validatePostcode('110 00', 'CZ')).toBe(true);
  });

  it('takes the country code in any case', () => {
    expect(validatePostcode('10115', 'de')).toBe(true);
    expect(validatePostcode('1012 AB', 'nl')).toBe(true);
  });

  it('treats uk as gb', () => {
    expect(validatePostcode('EC1A 1BB', 'uk')).toBe(true);
    expect(validatePostcode('EC1A 1BB', 'UK')).toBe(true);
    expect(validatePostcode('1234', 'uk')).toBe(false);
  });

  it('rejects cs with a message to use rs or me', () => {
    expect(() => validatePostcode('11000', 'cs')).toThrow(POSTCODE_CS_ERROR);
    expect(POSTCODE_CS_ERROR).toMatch(/RS.*ME/);
  });

  it('throws "No Regex corresponds to this country code" for unknown countries', () => {
    expect(() => validatePostcode('12345', 'XX')).toThrow(POSTCODE_UNKNOWN_COUNTRY_ERROR);
    expect(() => validatePostcode('12345', 'INT')).toThrow('No Regex corresponds to this country code');
  });

  it('throws for non-string arguments', () => {
    expect(() => validatePostcode(12345, 'DE')).toThrow(POSTCODE_ARGUMENTS_ERROR);
    expect(() => validatePostcode('12345', null)).toThrow(TypeError);
    expect(() => validatePostcode(undefined, undefined)).toThrow(/both be strings/);
  });
});

describe('postalCodeRule (the form wrapper)', () => {
  it('checks the upper-cased value', () => {
    expect(postalCodeRule('1012 ab', 'NL')).toBe(true);
    expect(postalCodeRule('sw1a 1aa', 'GB')).toBe(true);
    expect(postalCodeRule('1012', 'NL')).toBe(false);
  });

  it('fails when the country or the value is missing', () => {
    expect(postalCodeRule('10115', undefined)).toBe(false);
    expect(postalCodeRule('10115', '')).toBe(false);
    expect(postalCodeRule('', 'DE')).toBe(false);
    expect(postalCodeRule(undefined, 'DE')).toBe(false);
  });

  it('passes when the check throws', () => {
    expect(postalCodeRule('anything', 'XX')).toBe(true);
    expect(postalCodeRule('11000', 'CS')).toBe(true);
  });
});
