/**
 * The environment handed to child processes (test steps, apt, the benchmark's timed runs): this process's own,
 * plus what the caller adds. Children read their own settings; this module only passes the environment on.
 */
export function childEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
