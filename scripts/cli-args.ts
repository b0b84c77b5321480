import path from 'node:path';
import { BRAND_IDS, type BrandId } from '../site/config/brand-schema.ts';

/** Options shared by `pnpm build` and `pnpm start`. */
export interface CliOptions {
  readonly brand: BrandId;
  /** Absolute output folder. */
  readonly outDir: string;
  readonly port: number;
  readonly host: string;
  /** Arguments not consumed here. */
  readonly rest: readonly string[];
}

/**
 * Reads `--brand=<id>` (default winora), `--out=DIR` (default dist),
 * `--port=N`, `--host=H`. An unknown brand is a usage error naming the valid ids.
 */
export function parseCliArgs(argv: readonly string[], cwd = process.cwd()): CliOptions {
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--(brand|out|port|host)(?:=(.*))?$/.exec(arg);
    if (!m) {
      if (arg !== '--') rest.push(arg);
      continue;
    }
    const value = m[2] ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`--${m[1]} needs a value`);
    values.set(m[1]!, value);
  }
  const brand = values.get('brand') ?? 'winora';
  if (!(BRAND_IDS as readonly string[]).includes(brand)) {
    throw new Error(`Unknown brand "${brand}". Brands: ${BRAND_IDS.join(', ')}`);
  }
  const port = Number(values.get('port') ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0–65535, got ${values.get('port')}`);
  return {
    brand: brand as BrandId,
    outDir: path.resolve(cwd, values.get('out') ?? 'dist'),
    port,
    host: values.get('host') ?? '127.0.0.1',
    rest,
  };
}
