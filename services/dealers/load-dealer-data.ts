/**
 * Reads and checks the dealer data files (`data/<cc>.json`) once at start. Every problem is an error naming the
 * file and the field (`data/de.json: dealers.3.position.lat: Invalid type: Expected number but received "x"`),
 * so a broken edit of the data never starts a service that answers half of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { DealerFile, type Dealer, type DealerCountry } from './dealer-schema.ts';

/** The repository's dealer data. */
export const DEFAULT_DEALER_DATA_DIR = path.join(import.meta.dirname, 'data');

/** A data file that cannot be used; the message names the file and each problem's field. */
export class DealerDataError extends Error {
  override readonly name = 'DealerDataError';
}

/** The checked data: every dealer by country (sorted by id) and by id. */
export interface DealerData {
  readonly byCountry: ReadonlyMap<DealerCountry, readonly Dealer[]>;
  readonly byId: ReadonlyMap<string, Dealer>;
  /** Every brand id any dealer carries. */
  readonly brands: ReadonlySet<string>;
}

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** Loads every `*.json` of `dir`; throws a {@link DealerDataError} listing every problem found. */
export function loadDealerData(dir: string = DEFAULT_DEALER_DATA_DIR): DealerData {
  const shown = (file: string): string => path.relative(process.cwd(), path.join(dir, file)) || file;
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    throw new DealerDataError(`dealer data: cannot read the folder ${dir}: ${(error as Error).message}`);
  }
  if (files.length === 0) throw new DealerDataError(`dealer data: no <country>.json file in ${dir}`);
  const problems: string[] = [];
  const byCountry = new Map<DealerCountry, Dealer[]>();
  const byId = new Map<string, Dealer>();
  const brands = new Set<string>();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${shown(file)}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = v.safeParse(DealerFile, json);
    if (!parsed.success) {
      for (const issue of parsed.issues.slice(0, 20)) problems.push(`${shown(file)}: ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
      if (parsed.issues.length > 20) problems.push(`${shown(file)}: … and ${parsed.issues.length - 20} more problems`);
      continue;
    }
    const { country, dealers } = parsed.output;
    if (file !== `${country.toLowerCase()}.json`) problems.push(`${shown(file)}: country: is ${country}; the file of ${country} is ${country.toLowerCase()}.json`);
    if (byCountry.has(country)) problems.push(`${shown(file)}: country: ${country} has a second file`);
    dealers.forEach((dealer, index) => {
      deepFreeze(dealer);
      if (byId.has(dealer.id)) problems.push(`${shown(file)}: dealers.${index}.id: ${dealer.id} is used twice`);
      byId.set(dealer.id, dealer);
      for (const brand of dealer.brands) brands.add(brand);
    });
    byCountry.set(country, [...dealers].sort((a, b) => a.id.localeCompare(b.id)));
  }
  if (problems.length > 0) throw new DealerDataError(`dealer data is invalid:\n  - ${problems.join('\n  - ')}`);
  // Maps and sets cannot be frozen by Object.freeze; the types say read-only and the dealers inside are frozen.
  return Object.freeze({ byCountry, byId, brands });
}
