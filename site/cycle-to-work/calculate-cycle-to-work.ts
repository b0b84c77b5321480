/**
 * The cycle-to-work calculation (issue 15.4), pure: a bike package bought through salary sacrifice costs its price
 * in gross salary over the term, and the employee saves the income tax and National Insurance they would have paid
 * on that salary. The saving is worked out exactly, as the tax and NI on the salary before the sacrifice minus
 * those after it (so a sacrifice that crosses a threshold, or lifts the Personal Allowance taper, is right), with the
 * figures of `uk-tax-2025-26.ts`. Bad input is a list of problems naming the field, with a message to show.
 */
import { err, ok, type Result } from '@cycle/engine/shared';
import {
  ALLOWANCE_TAPER_FROM,
  BANDS_BY_REGION,
  NI_MAIN_RATE,
  NI_PRIMARY_THRESHOLD,
  NI_UPPER_EARNINGS_LIMIT,
  NI_UPPER_RATE,
  PERSONAL_ALLOWANCE,
  type TaxBandId,
  type TaxRegion,
} from './uk-tax-2025-26.ts';

/** The bands a shopper can choose, as the third-party widget offers them: region and band. */
export const BAND_CHOICES = [
  { value: 'rUK:basic', region: 'rUK', band: 'basic', label: 'Basic rate (20%)' },
  { value: 'rUK:higher', region: 'rUK', band: 'higher', label: 'Higher rate (40%)' },
  { value: 'rUK:additional', region: 'rUK', band: 'additional', label: 'Additional rate (45%)' },
  { value: 'scotland:starter', region: 'scotland', band: 'starter', label: 'Starter rate (19%)' },
  { value: 'scotland:scottish-basic', region: 'scotland', band: 'scottish-basic', label: 'Basic rate (20%)' },
  { value: 'scotland:intermediate', region: 'scotland', band: 'intermediate', label: 'Intermediate rate (21%)' },
  { value: 'scotland:scottish-higher', region: 'scotland', band: 'scottish-higher', label: 'Higher rate (42%)' },
  { value: 'scotland:advanced', region: 'scotland', band: 'advanced', label: 'Advanced rate (45%)' },
  { value: 'scotland:top', region: 'scotland', band: 'top', label: 'Top rate (48%)' },
] as const satisfies readonly { value: string; region: TaxRegion; band: TaxBandId; label: string }[];

/** Salary-sacrifice terms offered (months); 12 is the usual. */
export const TERMS = [12, 18, 24] as const;

/** What the shopper typed, as text (the form keeps it as typed, so nothing is lost when a value is refused). */
export interface CycleToWorkInput {
  readonly price: string;
  readonly salary: string;
  readonly band: string;
  readonly term: string;
}

/** The brand's cycle-to-work price range (brand config `features.instalments`), or none. */
export type PriceRange = { readonly min: number; readonly max: number } | null;

export interface CycleToWorkResult {
  readonly price: number;
  readonly salary: number;
  readonly term: number;
  /** Salary given up each month (price / term). */
  readonly monthlyGross: number;
  /** What the bike costs each month after the tax and NI saved. */
  readonly monthlyNet: number;
  /** Over the whole term. */
  readonly taxSaved: number;
  readonly niSaved: number;
  readonly totalSavings: number;
  /** Of the price, 0–100, one decimal. */
  readonly percentSaved: number;
  /** What the whole package costs after the savings. */
  readonly netCost: number;
}

export type CycleToWorkField = 'price' | 'salary' | 'band' | 'term';
export interface CycleToWorkProblem {
  readonly field: CycleToWorkField;
  readonly message: string;
}

const pounds = (amount: number): string => `£${amount.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** `£1,299.99`, `1299`, ` 1 299,00`? Only UK notation: digits with optional thousands commas and up to two decimals. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/\s+/g, '');
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** The Personal Allowance for an income (the taper above £100,000). */
export function personalAllowance(income: number): number {
  return Math.max(0, PERSONAL_ALLOWANCE - Math.max(0, Math.floor((income - ALLOWANCE_TAPER_FROM) / 2)));
}

/** Income tax on a year's income in a region. */
export function incomeTax(income: number, region: TaxRegion): number {
  let taxable = Math.max(0, income - personalAllowance(income));
  let from = 0;
  let tax = 0;
  for (const band of BANDS_BY_REGION[region]) {
    const inBand = Math.min(taxable, band.upTo - from);
    if (inBand <= 0) break;
    tax += inBand * band.rate;
    taxable -= inBand;
    from = band.upTo;
  }
  return tax;
}

/** Employee Class 1 National Insurance on a year's pay. */
export function employeeNi(pay: number): number {
  const main = Math.max(0, Math.min(pay, NI_UPPER_EARNINGS_LIMIT) - NI_PRIMARY_THRESHOLD);
  const upper = Math.max(0, pay - NI_UPPER_EARNINGS_LIMIT);
  return main * NI_MAIN_RATE + upper * NI_UPPER_RATE;
}

/** The band the top of an income falls in; null within the Personal Allowance. */
export function marginalBand(income: number, region: TaxRegion): TaxBandId | null {
  const taxable = income - personalAllowance(income);
  if (taxable <= 0) return null;
  return BANDS_BY_REGION[region].find((band) => taxable <= band.upTo)?.id ?? null;
}

const choiceOf = (value: string) => BAND_CHOICES.find((c) => c.value === value);
const regionName = (region: TaxRegion): string => (region === 'rUK' ? 'England, Wales and Northern Ireland' : 'Scotland');

/** Works out the savings, or says what is wrong with each field. */
export function calculateCycleToWork(input: CycleToWorkInput, range: PriceRange = null): Result<CycleToWorkResult, readonly CycleToWorkProblem[]> {
  const problems: CycleToWorkProblem[] = [];
  const price = parseAmount(input.price);
  const salary = parseAmount(input.salary);
  const choice = choiceOf(input.band);
  const term = Number(input.term);

  if (input.price.trim() === '') problems.push({ field: 'price', message: 'Enter the price of the bike package.' });
  else if (price === null || price <= 0) problems.push({ field: 'price', message: 'Enter the price in pounds, for example 1,299.99.' });
  else if (range !== null && (price < range.min || price > range.max)) problems.push({ field: 'price', message: `Cycle to work covers bike packages from ${pounds(range.min)} to ${pounds(range.max)}; ${pounds(price)} is outside that range.` });

  if (input.salary.trim() === '') problems.push({ field: 'salary', message: 'Enter your annual salary before tax.' });
  else if (salary === null || salary <= 0) problems.push({ field: 'salary', message: 'Enter your annual salary in pounds, for example 32,000.' });

  if (choice === undefined) problems.push({ field: 'band', message: 'Choose your income tax band.' });
  if (!(TERMS as readonly number[]).includes(term)) problems.push({ field: 'term', message: `Choose a term of ${TERMS.join(', ')} months.` });

  if (problems.length === 0 && price !== null && salary !== null && choice !== undefined) {
    const yearly = (price / term) * 12;
    const band = marginalBand(salary, choice.region);
    if (yearly >= salary) problems.push({ field: 'salary', message: `The sacrifice (${pounds(round2(yearly))} a year) would take all of a ${pounds(salary)} salary; salary sacrifice has to leave you paid.` });
    else if (band === null) problems.push({ field: 'salary', message: `A salary of ${pounds(salary)} is within the Personal Allowance (${pounds(PERSONAL_ALLOWANCE)}): you pay no income tax, so salary sacrifice saves you nothing.` });
    else if (band !== choice.band) {
      const right = BAND_CHOICES.find((c) => c.region === choice.region && c.band === band)!;
      problems.push({ field: 'band', message: `A salary of ${pounds(salary)} is in the ${right.label.toLowerCase()} band in ${regionName(choice.region)}. Choose that band, or check the salary.` });
    }
  }
  if (problems.length > 0 || price === null || salary === null || choice === undefined) return err(problems);

  const yearly = (price / term) * 12;
  const after = salary - yearly;
  const taxYear = incomeTax(salary, choice.region) - incomeTax(after, choice.region);
  const niYear = employeeNi(salary) - employeeNi(after);
  const years = term / 12;
  const taxSaved = round2(taxYear * years);
  const niSaved = round2(niYear * years);
  const totalSavings = round2(taxSaved + niSaved);
  const monthlyGross = round2(price / term);
  return ok({
    price,
    salary,
    term,
    monthlyGross,
    monthlyNet: round2((price - totalSavings) / term),
    taxSaved,
    niSaved,
    totalSavings,
    percentSaved: Math.round((totalSavings / price) * 1000) / 10,
    netCost: round2(price - totalSavings),
  });
}
