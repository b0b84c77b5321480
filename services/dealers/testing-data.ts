/**
 * Small dealer data for the service's tests: three dealers in Utrecht and Amsterdam, one in Munich, written
 * into a fresh folder (tests only; the service reads the repository's data otherwise).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const services = (on: readonly string[]) =>
  Object.fromEntries(['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'cargoBikes', 'rental', 'repair'].map((k) => [k, on.includes(k)]));

const dealer = (id: string, name: string, city: string, postcode: string, country: string, lat: number, lng: number, brands: string[], on: string[]) => ({
  id, name, addressLine1: 'Oudegracht 1', postcode, city, country, position: { lat, lng }, phone: '+31 30 123 4567',
  website: `https://www.${id}.example`, email: `info@${id}.example`, openingHours: [{ day: 'tu', opens: '09:00', closes: '18:00' }], services: services(on), brands,
});

/** Utrecht centre, for distance tests. */
export const UTRECHT = { lat: 52.0907, lng: 5.1214 };

/** The test dealers by country. */
export const TEST_DEALERS = {
  NL: [
    dealer('nl-001', 'Zwart Fietsen', 'Utrecht', '3511 AB', 'NL', 52.0917, 5.1224, ['sparta', 'winora'], ['repair', 'electricBikes']),
    dealer('nl-002', 'Amstel Tweewielers', 'Amsterdam', '1012 JS', 'NL', 52.3676, 4.9041, ['sparta'], ['repair', 'testCenter']),
    dealer('nl-003', 'Bike Totaal Maas', 'Utrecht', '3511 AB', 'NL', 52.0807, 5.1314, ['winora'], ['electricBikes', 'testCenter', 'repair']),
  ],
  DE: [dealer('de-001', 'Radhaus München', 'München', '80331', 'DE', 48.1374, 11.5755, ['winora', 'haibike'], ['electricBikes'])],
};

/** Writes the test data (or `files`, name → JSON value or raw text) into a new temporary folder; returns it. */
export function writeTestDealerData(files: Readonly<Record<string, unknown>> = { 'nl.json': { country: 'NL', dealers: TEST_DEALERS.NL }, 'de.json': { country: 'DE', dealers: TEST_DEALERS.DE } }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealers-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
