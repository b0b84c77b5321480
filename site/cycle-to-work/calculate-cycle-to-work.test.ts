import { describe, expect, it } from 'vitest';
import { calculateCycleToWork, employeeNi, incomeTax, marginalBand, parseAmount, personalAllowance, type CycleToWorkInput } from './calculate-cycle-to-work.ts';

const RALEIGH = { min: 150, max: 6000 };
const input = (over: Partial<CycleToWorkInput>): CycleToWorkInput => ({ price: '1000', salary: '30000', band: 'rUK:basic', term: '12', ...over });
const value = (over: Partial<CycleToWorkInput>, range = RALEIGH) => {
  const r = calculateCycleToWork(input(over), range);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const problems = (over: Partial<CycleToWorkInput>, range: typeof RALEIGH | null = RALEIGH) => {
  const r = calculateCycleToWork(input(over), range);
  return r.ok ? [] : r.error;
};

describe('the 2025/26 tax and NI figures', () => {
  it('income tax in England, Wales and NI: nothing to £12,570, then 20 %, 40 % from £50,270, the allowance tapered from £100,000', () => {
    expect(incomeTax(12_570, 'rUK')).toBe(0);
    expect(incomeTax(30_000, 'rUK')).toBeCloseTo(3_486, 2); // (30,000 − 12,570) × 20 %
    expect(incomeTax(50_270, 'rUK')).toBeCloseTo(7_540, 2); // 37,700 × 20 %
    expect(incomeTax(60_000, 'rUK')).toBeCloseTo(11_432, 2); // 7,540 + 9,730 × 40 %
    expect(personalAllowance(110_000)).toBe(7_570);
    expect(personalAllowance(125_140)).toBe(0);
    expect(incomeTax(150_000, 'rUK')).toBeCloseTo(53_703, 2); // 7,540 + 87,440 × 40 % + 24,860 × 45 %
  });

  it('Scottish income tax: 19 % starter to £15,397, 21 % intermediate from £27,492', () => {
    expect(incomeTax(15_397, 'scotland')).toBeCloseTo(537.13, 2); // 2,827 × 19 %
    expect(incomeTax(35_000, 'scotland')).toBeCloseTo(537.13 + 12_094 * 0.2 + 7_509 * 0.21, 2);
  });

  it('employee NI: nothing to £12,570, 8 % to the UEL of £50,270, 2 % above', () => {
    expect(employeeNi(12_570)).toBe(0);
    expect(employeeNi(30_000)).toBeCloseTo(1_394.4, 2);
    expect(employeeNi(50_270)).toBeCloseTo(3_016, 2);
    expect(employeeNi(60_000)).toBeCloseTo(3_016 + 194.6, 2);
  });

  it('the band of a salary', () => {
    expect(marginalBand(12_000, 'rUK')).toBeNull();
    expect(marginalBand(30_000, 'rUK')).toBe('basic');
    expect(marginalBand(50_270, 'rUK')).toBe('basic');
    expect(marginalBand(50_271, 'rUK')).toBe('higher');
    expect(marginalBand(110_000, 'rUK')).toBe('higher');
    expect(marginalBand(125_141, 'rUK')).toBe('additional');
    expect(marginalBand(35_000, 'scotland')).toBe('intermediate');
  });
});

describe('calculateCycleToWork: worked examples', () => {
  it('basic rate: £1,000 over 12 months on £30,000 saves £200 tax + £80 NI = £280 (28 %), £60 a month net', () => {
    expect(value({})).toEqual({ price: 1000, salary: 30000, term: 12, monthlyGross: 83.33, monthlyNet: 60, taxSaved: 200, niSaved: 80, totalSavings: 280, percentSaved: 28, netCost: 720 });
  });

  it('higher rate: £1,000 on £60,000 saves £400 tax + £20 NI (2 % above the UEL) = 42 %', () => {
    expect(value({ salary: '60,000', band: 'rUK:higher' })).toMatchObject({ taxSaved: 400, niSaved: 20, totalSavings: 420, percentSaved: 42, monthlyNet: 48.33 });
  });

  it('additional rate: £2,000 on £150,000 saves £900 tax + £40 NI = 47 %', () => {
    expect(value({ price: '£2,000', salary: '150000', band: 'rUK:additional' })).toMatchObject({ taxSaved: 900, niSaved: 40, totalSavings: 940, percentSaved: 47, monthlyGross: 166.67, monthlyNet: 88.33 });
  });

  it('a sacrifice that crosses the higher-rate threshold and the UEL: £1,200 on £51,000 saves £386 tax + £52.20 NI', () => {
    expect(value({ price: '1200', salary: '51000', band: 'rUK:higher' })).toMatchObject({ taxSaved: 386, niSaved: 52.2, totalSavings: 438.2, percentSaved: 36.5 });
  });

  it('in the allowance taper (£100,000–£125,140) the tax saved is 60 %: £2,000 on £110,000 saves £1,200 + £40', () => {
    expect(value({ price: '2000', salary: '110000', band: 'rUK:higher' })).toMatchObject({ taxSaved: 1200, niSaved: 40, percentSaved: 62 });
  });

  it('Scotland, intermediate rate: £1,000 on £35,000 saves £210 tax + £80 NI = 29 %', () => {
    expect(value({ salary: '35000', band: 'scotland:intermediate' })).toMatchObject({ taxSaved: 210, niSaved: 80, percentSaved: 29 });
  });

  it('an 18-month term spreads the same saving: £1,800 on £30,000 is £100 a month gross and saves 28 %', () => {
    expect(value({ price: '1800', term: '18' })).toMatchObject({ monthlyGross: 100, taxSaved: 360, niSaved: 144, percentSaved: 28, monthlyNet: 72 });
  });
});

describe('calculateCycleToWork: bad input', () => {
  it('a price outside the brand range says the range, in pounds', () => {
    expect(problems({ price: '7000' })).toEqual([{ field: 'price', message: 'Cycle to work covers bike packages from £150 to £6,000; £7,000 is outside that range.' }]);
    expect(problems({ price: '149.99' })[0]?.message).toContain('£149.99 is outside that range');
    expect(problems({ price: '150' })).toEqual([]);
    expect(problems({ price: '7000' }, null)).toEqual([]);
  });

  it('empty and malformed fields each get their own message', () => {
    expect(problems({ price: '', salary: ' ', band: '', term: '13' }).map((p) => p.field)).toEqual(['price', 'salary', 'band', 'term']);
    expect(problems({ price: '12,34' })[0]?.message).toBe('Enter the price in pounds, for example 1,299.99.');
    expect(problems({ salary: '-30000' })[0]?.message).toBe('Enter your annual salary in pounds, for example 32,000.');
    expect(problems({ price: '0' })[0]?.field).toBe('price');
  });

  it('a band that does not match the salary names the right one', () => {
    expect(problems({ band: 'rUK:higher' })).toEqual([{ field: 'band', message: 'A salary of £30,000 is in the basic rate (20%) band in England, Wales and Northern Ireland. Choose that band, or check the salary.' }]);
  });

  it('a salary within the allowance, or smaller than the sacrifice, is explained', () => {
    expect(problems({ salary: '12000' })[0]?.message).toContain('within the Personal Allowance (£12,570)');
    expect(problems({ price: '5000', salary: '4000' })[0]?.message).toContain('would take all of a £4,000 salary');
  });

  it('parses UK amounts only', () => {
    expect([parseAmount('£1,299.99'), parseAmount(' 2500 '), parseAmount('1,000,000'), parseAmount('1.5e3'), parseAmount('1,2'), parseAmount('0x10'), parseAmount('')]).toEqual([1299.99, 2500, 1_000_000, null, null, null, null]);
  });
});
