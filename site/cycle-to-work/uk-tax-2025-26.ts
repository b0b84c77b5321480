/**
 * UK income tax and employee National Insurance for the 2025/26 tax year (6 April 2025 – 5 April 2026), the
 * figures the cycle-to-work calculator uses. Amounts in pounds a year.
 *
 * Sources (GOV.UK, read for 2025/26):
 * - Income tax rates and allowances (England, Wales, Northern Ireland): https://www.gov.uk/income-tax-rates
 *   Personal Allowance £12,570, reduced by £1 for every £2 of income over £100,000 (none from £125,140);
 *   basic 20 % on taxable income up to £37,700, higher 40 % up to £125,140, additional 45 % above.
 * - Scottish income tax 2025/26: https://www.gov.scot/publications/scottish-income-tax-2025-2026-factsheet/
 *   starter 19 % to £2,827 taxable (£15,397 gross), basic 20 % to £14,921 (£27,491), intermediate 21 % to £31,092
 *   (£43,662), higher 42 % to £62,430 (£75,000), advanced 45 % to £125,140, top 48 % above.
 * - National Insurance rates and thresholds 2025/26: https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026
 *   employee Class 1: Primary Threshold £12,570 (£1,048 a month), Upper Earnings Limit £50,270 (£4,189 a month);
 *   8 % between them, 2 % above the UEL.
 * Review every April: a new tax year means new figures here and new worked examples in the tests.
 */

/** The tax year these figures are for. */
export const TAX_YEAR = '2025/26';

export const PERSONAL_ALLOWANCE = 12_570;
/** Above this income the Personal Allowance shrinks by £1 for every £2. */
export const ALLOWANCE_TAPER_FROM = 100_000;

/** One band: its rate from the previous band's `upTo` (taxable income, after the allowance) to its own. */
export interface TaxBand {
  readonly id: TaxBandId;
  readonly rate: number;
  /** Upper end in taxable income; Infinity for the last. */
  readonly upTo: number;
}

export type TaxRegion = 'rUK' | 'scotland';
export type TaxBandId = 'basic' | 'higher' | 'additional' | 'starter' | 'scottish-basic' | 'intermediate' | 'scottish-higher' | 'advanced' | 'top';

/** England, Wales and Northern Ireland. */
export const RUK_BANDS: readonly TaxBand[] = [
  { id: 'basic', rate: 0.2, upTo: 37_700 },
  { id: 'higher', rate: 0.4, upTo: 125_140 },
  { id: 'additional', rate: 0.45, upTo: Number.POSITIVE_INFINITY },
];

/** Scotland (non-savings, non-dividend income). */
export const SCOTTISH_BANDS: readonly TaxBand[] = [
  { id: 'starter', rate: 0.19, upTo: 2_827 },
  { id: 'scottish-basic', rate: 0.2, upTo: 14_921 },
  { id: 'intermediate', rate: 0.21, upTo: 31_092 },
  { id: 'scottish-higher', rate: 0.42, upTo: 62_430 },
  { id: 'advanced', rate: 0.45, upTo: 125_140 },
  { id: 'top', rate: 0.48, upTo: Number.POSITIVE_INFINITY },
];

export const BANDS_BY_REGION: Readonly<Record<TaxRegion, readonly TaxBand[]>> = { rUK: RUK_BANDS, scotland: SCOTTISH_BANDS };

/** Employee Class 1 National Insurance, annual thresholds. */
export const NI_PRIMARY_THRESHOLD = 12_570;
export const NI_UPPER_EARNINGS_LIMIT = 50_270;
export const NI_MAIN_RATE = 0.08;
export const NI_UPPER_RATE = 0.02;
