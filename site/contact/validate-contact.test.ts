import { describe, expect, it } from 'vitest';
import { addressOrder, visibleFields } from './contact-fields.ts';
import { isEmail, validateContact, validateField } from './validate-contact.ts';

const complete = { type: 'Requests', subject: 'Brake noise', description: 'It squeaks.', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', country: 'DE' };

describe('validateField', () => {
  it('gives each required field its own message when empty or blank', () => {
    const cases = [
      ['type', 'contactTypeRequired'], ['subject', 'contactSubjectRequired'], ['description', 'contactDescriptionRequired'],
      ['firstName', 'contactFirstNameRequired'], ['lastName', 'contactLastNameRequired'], ['email', 'contactEmailRequired'],
      ['country', 'contactCountryRequired'],
    ] as const;
    for (const [field, message] of cases) {
      expect(validateField(field, { ...complete, [field]: '' }, 'DE')).toBe(message);
      expect(validateField(field, { ...complete, [field]: '   ' }, 'DE')).toBe(message);
      expect(validateField(field, complete, 'DE')).toBeNull();
    }
  });

  it('leaves optional fields free', () => {
    for (const field of ['phone', 'street', 'houseNumber', 'city', 'frameNumber', 'dealerName', 'postalCode'] as const) {
      expect(validateField(field, {}, 'DE')).toBeNull();
    }
    expect(validateField('phone', { phone: 'call me' }, 'DE')).toBeNull();
  });

  it('checks the email shape', () => {
    expect(validateField('email', { email: 'ada@example' }, 'DE')).toBe('contactEmailInvalid');
    expect(validateField('email', { email: 'ada example.com' }, 'DE')).toBe('contactEmailInvalid');
    expect(validateField('email', { email: ' ada@example.com ' }, 'DE')).toBeNull();
    expect(isEmail('a.b+c@sub.example.co.uk')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a@@b.com')).toBe(false);
  });

  it('checks a given postal code against the selected country', () => {
    expect(validateField('postalCode', { postalCode: '1012 ab' }, 'NL')).toBeNull();
    expect(validateField('postalCode', { postalCode: '1012' }, 'NL')).toBe('contactPostalCodeInvalid');
    expect(validateField('postalCode', { postalCode: '75001' }, 'FR')).toBeNull();
    expect(validateField('postalCode', { postalCode: '7500' }, 'FR')).toBe('contactPostalCodeInvalid');
    // No country chosen: the wrapper rule fails.
    expect(validateField('postalCode', { postalCode: '75001' }, '')).toBe('contactPostalCodeInvalid');
    // A country without a known format: the wrapper passes.
    expect(validateField('postalCode', { postalCode: 'XYZ' }, 'AQ')).toBeNull();
  });
});

describe('validateContact', () => {
  const fields = visibleFields({ countryField: true, addressFields: false, bikeFields: false, language: 'de' }, 'DE');
  it('passes a complete form with a solved captcha', () => {
    expect(validateContact({ values: complete, fields, country: 'DE', captchaSolved: true })).toEqual({});
  });
  it('requires the captcha', () => {
    expect(validateContact({ values: complete, fields, country: 'DE', captchaSolved: false })).toEqual({ captcha: 'contactCaptchaRequired' });
  });
  it('validates only the shown fields', () => {
    const sparta = visibleFields({ countryField: false, addressFields: false, bikeFields: true, language: 'nl' }, 'NL');
    expect(validateContact({ values: { ...complete, country: '' }, fields: sparta, country: 'NL', captchaSolved: true })).toEqual({});
    expect(validateContact({ values: { ...complete, country: '' }, fields, country: '', captchaSolved: true })).toEqual({ country: 'contactCountryRequired' });
  });
});

describe('field layout', () => {
  it('orders the address for English outside GB as house number, street, city, postal code', () => {
    expect(addressOrder('en', 'IE')).toEqual(['houseNumber', 'street', 'city', 'postalCode']);
    expect(addressOrder('en', 'GB')).toEqual(['street', 'houseNumber', 'postalCode', 'city']);
    expect(addressOrder('fr', 'FR')).toEqual(['street', 'houseNumber', 'postalCode', 'city']);
  });
  it('shows the address block only for variants with it and never for GB', () => {
    const lapierre = { countryField: true, addressFields: true, bikeFields: false, language: 'fr' };
    expect(visibleFields(lapierre, 'FR')).toEqual(['type', 'subject', 'description', 'firstName', 'lastName', 'email', 'phone', 'country', 'street', 'houseNumber', 'postalCode', 'city']);
    expect(visibleFields(lapierre, 'GB')).toEqual(['type', 'subject', 'description', 'firstName', 'lastName', 'email', 'phone', 'country']);
    expect(visibleFields({ ...lapierre, addressFields: false }, 'FR')).not.toContain('street');
  });
  it('gives Sparta no country dropdown and the bike fields', () => {
    expect(visibleFields({ countryField: false, addressFields: false, bikeFields: true, language: 'nl' }, 'NL')).toEqual([
      'type', 'subject', 'description', 'firstName', 'lastName', 'email', 'phone', 'frameNumber', 'dealerName',
    ]);
  });
});
