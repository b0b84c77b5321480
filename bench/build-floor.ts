/**
 * The render floor of a brand's real site, for bench/build.ts: `buildBrand` with `floor` bundles the site, starts
 * the local services as `pnpm build` does, crawls and loads every page into memory and times a bare
 * `renderToString` loop over them (engine/build/render-floor.ts). Prints the result as JSON on its last line.
 *
 *   node --import tsx bench/build-floor.ts --brand=winora --out=/tmp/floor
 */
import { buildBrand } from '../scripts/build.ts';
import { readBuildSettingsFromProcess } from '../scripts/settings/build-settings.ts';

const settings = readBuildSettingsFromProcess();
const report = await buildBrand({ brand: settings.brand, outDir: settings.outDir, quiet: true, floor: true, settings: { ...settings, cache: 'off' } });
process.stdout.write(`${JSON.stringify(report.floor)}\n`);
