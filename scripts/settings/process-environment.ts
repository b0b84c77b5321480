/**
 * The environment handed to child processes (test steps, apt, the benchmark's timed runs): this process's own,
 * plus what the caller adds. Children read their own settings; this module only passes the environment on.
 */
export function childEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * Selects React's production build for this process, the bundles Vite compiles in it and the worker threads it
 * starts afterwards (they copy the environment): React's packages read NODE_ENV once, when first loaded, and the
 * JSX transform follows it. `pnpm build` calls it before it bundles or imports anything that loads React
 * (scripts/build.ts).
 */
export function selectReactProductionBuild(): void {
  process.env['NODE_ENV'] = 'production';
}
