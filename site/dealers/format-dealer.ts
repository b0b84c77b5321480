import { numberFormat } from '../i18n/number-format.ts';
import { WEEKDAYS, type Dealer, type GeoPosition, type OpeningSpan, type Weekday } from './client/dealer-types.ts';

/** `12.3` → `12 km` (de), `3.46` → `3,5 km` (de), `3.5 km` (en): kilometres in the locale's number format, one decimal under 10 km, at least 0.1. */
export function formatDistance(km: number, tag: string): string {
  // A dealer in the searched street is 0,1 km away, never "0 km".
  return numberFormat(tag, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: km < 10 ? 1 : 0 }).format(Math.max(km, 0.1));
}

/** 2024-01-01 was a Monday: weekday names come from Intl in the page's language, never from a table. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

/** One day's line of the opening hours: the day's name and its spans, `Montag · 09:00–12:30, 14:00–18:00`. */
export interface OpeningDay {
  readonly day: Weekday;
  readonly label: string;
  /** Spans in the locale's time format; empty: closed. */
  readonly spans: readonly string[];
}

/** `HH:MM` → the locale's short time (`9:00 AM` in en-US, `9:00` in de-DE). */
function formatTime(time: string, tag: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, h === 24 ? 0 : h, m)));
}

/** The week Monday to Sunday with each day's spans in the locale's format (days without a span are closed). */
export function openingWeek(hours: readonly OpeningSpan[], tag: string): readonly OpeningDay[] {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((day, i) => ({
    day,
    label: weekday.format(new Date(MONDAY + i * 86_400_000)),
    spans: hours.filter((s) => s.day === day).map((s) => `${formatTime(s.opens, tag)}–${formatTime(s.closes, tag)}`),
  }));
}

/** Route planning to the dealer's position in the shopper's maps app (a plain link: no script, no consent). */
export function directionsUrl(position: GeoPosition): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${position.lat.toFixed(6)},${position.lng.toFixed(6)}`;
}

/** `+49 30 1234 567` → `tel:+49301234567`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** `https://www.rad-mueller.de/` → `rad-mueller.de`: how a website reads in the list. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, '');
}

/** The one-line address: `Hauptstraße 5, 10115 Berlin`. */
export function addressLine(dealer: Pick<Dealer, 'addressLine1' | 'postcode' | 'city'>): string {
  return `${dealer.addressLine1}, ${dealer.postcode} ${dealer.city}`.trim();
}
