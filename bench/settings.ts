/**
 * The benchmark's settings read from the environment, once: `BENCH_ENGINE_OPTIONS` (JSON buildSite options of
 * an experiment variant, set by bench/run.ts for the timed program). The command line of `pnpm bench` is
 * parsed in bench/run.ts.
 */

/** buildSite options that override the engine's defaults in a timed run; `{}` measures the defaults. */
export function benchEngineOptions(): Record<string, unknown> {
  const raw = process.env['BENCH_ENGINE_OPTIONS'];
  if (raw === undefined || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new Error(`BENCH_ENGINE_OPTIONS is ${JSON.stringify(raw.slice(0, 80))}, expected a JSON object of buildSite options (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}
