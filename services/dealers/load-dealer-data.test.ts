import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DealerDataError, loadDealerData } from './load-dealer-data.ts';
import { TEST_DEALERS, writeTestDealerData } from './testing-data.ts';

const dirs: string[] = [];
const write = (files?: Record<string, unknown>): string => {
  const dir = writeTestDealerData(files);
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadDealerData', () => {
  it('loads the files by country and id, dealers frozen', () => {
    const data = loadDealerData(write());
    expect([...data.byCountry.keys()].sort()).toEqual(['DE', 'NL']);
    expect(data.byId.get('nl-002')?.city).toBe('Amsterdam');
    expect([...data.brands].sort()).toEqual(['haibike', 'sparta', 'winora']);
    expect(Object.isFrozen(data.byId.get('nl-001')?.position)).toBe(true);
  });

  it('refuses a broken file naming the file and each field', () => {
    const broken = [{ ...TEST_DEALERS.NL[0], position: { lat: 'north', lng: 5 } }, { ...TEST_DEALERS.NL[1], phone: '030 1234', openingHours: [{ day: 'tu', opens: '18:00', closes: '09:00' }] }];
    const dir = write({ 'nl.json': { country: 'NL', dealers: broken } });
    expect(() => loadDealerData(dir)).toThrow(DealerDataError);
    let message = '';
    try {
      loadDealerData(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('nl.json: dealers.0.position.lat: Invalid type: Expected number but received "north"');
    expect(message).toContain('nl.json: dealers.1.phone: must be an international number');
    expect(message).toContain('nl.json: dealers.1.openingHours.0: must close after it opens');
  });

  it('refuses a file that is not JSON, a dealer in the wrong file, an id used twice and a file named after another country', () => {
    expect(() => loadDealerData(write({ 'nl.json': '{"country": "NL", "dealers": [' }))).toThrow(/nl\.json: not JSON/);
    expect(() => loadDealerData(write({ 'nl.json': { country: 'NL', dealers: [...TEST_DEALERS.NL, TEST_DEALERS.DE[0]] } }))).toThrow(/nl\.json: dealers: dealer 3 \(de-001\) is in DE, not in the file's NL/);
    expect(() => loadDealerData(write({ 'nl.json': { country: 'NL', dealers: [TEST_DEALERS.NL[0], TEST_DEALERS.NL[0]] } }))).toThrow(/nl\.json: dealers\.1\.id: nl-001 is used twice/);
    expect(() => loadDealerData(write({ 'be.json': { country: 'NL', dealers: TEST_DEALERS.NL } }))).toThrow(/be\.json: country: is NL; the file of NL is nl\.json/);
    expect(() => loadDealerData(write({}))).toThrow(/no <country>\.json file/);
  });
});
