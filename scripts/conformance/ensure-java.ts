/**
 * Makes sure a Java runtime is there for the Nu HTML Checker: installs Debian's
 * headless JRE with apt when missing and running as root, otherwise stops with
 * the exact command (vnu-jar's own postinstall would download a JDK; not here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { childEnvironment } from '../settings/process-environment.ts';
import { readConformanceSettingsFromProcess } from '../settings/conformance-settings.ts';

/** The Debian package that brings `/usr/bin/java` without a display stack. */
export const JRE_PACKAGE = 'default-jre-headless';

/** Whether `java` runs (`java -version` exits 0). */
export function javaRuns(java: string): boolean {
  return spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Ensures `java` runs, installing the JRE when allowed; returns a message on failure, null when ready. */
export function ensureJava(java: string, o: { readonly isRoot?: boolean; readonly log?: (line: string) => void } = {}): string | null {
  if (javaRuns(java)) return null;
  const isRoot = o.isRoot ?? (typeof process.getuid === 'function' && process.getuid() === 0);
  if (!isRoot) return `Java is missing at ${java} (the Nu HTML Checker runs on it). Install it with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${JRE_PACKAGE}`;
  o.log?.(`Installing Debian's headless Java runtime for the Nu HTML Checker (apt-get install -y ${JRE_PACKAGE})...`);
  const env = childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' });
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', JRE_PACKAGE], { stdio: 'inherit', env });
  if (result.status !== 0 || !javaRuns(java)) return `Installing ${JRE_PACKAGE} failed; run: apt-get update && apt-get install -y ${JRE_PACKAGE}`;
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readConformanceSettingsFromProcess();
  const problem = ensureJava(settings.java, { log: (line) => process.stdout.write(`${line}\n`) });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exitCode = 1;
  }
}
