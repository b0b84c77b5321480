import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { DATA_DIR, generateDealerFiles } from './generate-dealers.ts';

const files = generateDealerFiles();
const dealersOf = (name: string) => (JSON.parse(files.get(name)!) as { dealers: { id: string; name: string; city: string; addressLine1: string; postcode: string; phone: string; brands: string[] }[] }).dealers;

/** The country's postcode format and international phone prefix. */
const FORMATS: Record<string, [RegExp, string]> = {
  AT: [/^\d{4}$/, '+43 '], BE: [/^\d{4}$/, '+32 '], CH: [/^\d{4}$/, '+41 '], CZ: [/^\d{3} \d{2}$/, '+420 '], DE: [/^\d{5}$/, '+49 '], DK: [/^\d{4}$/, '+45 '],
  ES: [/^\d{5}$/, '+34 '], FI: [/^\d{5}$/, '+358 '], FR: [/^\d{5}$/, '+33 '], GB: [/^[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}$/, '+44 '], IE: [/^[A-Z]\d{2} [0-9ACDEFHKNPRTVWXY]{4}$/, '+353 '],
  IT: [/^\d{5}$/, '+39 '], LU: [/^L-\d{4}$/, '+352 '], NL: [/^\d{4} [A-Z]{2}$/, '+31 '], PL: [/^\d{2}-\d{3}$/, '+48 '], SE: [/^\d{3} \d{2}$/, '+46 '],
};

describe('generated dealer data', () => {
  it('is what the committed files hold (rerun generate-dealers.ts after changing towns or brand countries)', () => {
    const committed = fs.readdirSync(DATA_DIR).filter((f) => f.endsWith('.json')).sort();
    expect(committed).toEqual([...files.keys()].sort());
    for (const [name, text] of files) expect(fs.readFileSync(path.join(DATA_DIR, name), 'utf8'), name).toBe(text);
  });

  it('has at least 20 winora dealers in each of its countries and at least 8 of every brand in each of its countries', () => {
    for (const config of Object.values(brandConfigs)) {
      for (const { code } of config.countries) {
        if (code === 'INT') continue;
        const carrying = dealersOf(`${code.toLowerCase()}.json`).filter((d) => d.brands.includes(config.dealers.brandId)).length;
        expect(carrying, `${config.id} in ${code}`).toBeGreaterThanOrEqual(config.id === 'winora' ? 20 : 8);
      }
    }
  });

  it('writes postcodes and phone numbers in each country’s format, and unique names per country', () => {
    for (const [country, [postcode, prefix]] of Object.entries(FORMATS)) {
      const dealers = dealersOf(`${country.toLowerCase()}.json`);
      for (const d of dealers) {
        expect(d.postcode, `${d.id} postcode`).toMatch(postcode);
        expect(d.phone.startsWith(prefix), `${d.id} phone ${d.phone}`).toBe(true);
      }
      expect(new Set(dealers.map((d) => d.name)).size).toBe(dealers.length);
    }
  });

  it('gives many dealers several brands of the family', () => {
    const all = [...files.keys()].flatMap(dealersOf);
    expect(all.filter((d) => d.brands.length > 1).length / all.length).toBeGreaterThan(0.5);
  });
});
