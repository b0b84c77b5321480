import { describe, expect, it } from 'vitest';
import { addressLine, directionsUrl, formatDistance, openingWeek, telHref, websiteLabel } from './format-dealer.ts';

describe('format dealer', () => {
  it('shows distances in the locale number format', () => {
    expect(formatDistance(3.456, 'de-DE')).toBe('3,5 km');
    expect(formatDistance(3.456, 'en-GB')).toBe('3.5 km');
    expect(formatDistance(1234.4, 'de-DE')).toBe('1.234 km');
    expect(formatDistance(0.02, 'nl-NL')).toBe('0,1 km');
    expect(formatDistance(12.6, 'fr-FR')).toBe('13\u202fkm');
  });

  it('lists the week from Monday with day names and times of the locale, closed days empty', () => {
    const week = openingWeek([{ day: 'mo', opens: '09:00', closes: '12:30' }, { day: 'mo', opens: '14:00', closes: '18:00' }, { day: 'sa', opens: '10:00', closes: '14:00' }], 'de-DE');
    expect(week.map((d) => d.label)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(week[0]?.spans).toEqual(['9:00–12:30', '14:00–18:00']);
    expect(week[1]?.spans).toEqual([]);
    expect(openingWeek([{ day: 'sa', opens: '10:00', closes: '14:00' }], 'en-US')[5]?.spans).toEqual(['10:00 AM–2:00 PM']);
    expect(openingWeek([], 'fr-FR')[6]?.label).toBe('dimanche');
  });

  it('builds directions, phone and website links', () => {
    expect(directionsUrl({ lat: 52.52, lng: 13.405 })).toBe('https://www.google.com/maps/dir/?api=1&destination=52.520000,13.405000');
    expect(telHref('+49 (30) 1234-567')).toBe('tel:+49301234567');
    expect(websiteLabel('https://www.rad-mueller.de/')).toBe('rad-mueller.de');
    expect(addressLine({ addressLine1: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' })).toBe('Hauptstraße 5, 10115 Berlin');
  });
});
