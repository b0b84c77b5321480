/**
 * Makes sure Debian's chromium is installed for the browser tests: installs
 * it with apt when missing and running as root, otherwise stops with the
 * exact command to run (playwright's own browser download does not work here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { childEnvironment } from './settings/process-environment.ts';
import { readTestSettingsFromProcess } from './settings/test-settings.ts';

const CHROMIUM_PATH = readTestSettingsFromProcess().chromiumPath;

function main(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(`Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
  process.stdout.write('Installing Debian chromium for the browser tests (apt-get install -y chromium)...\n');
  const env = childEnvironment({ DEBIAN_FRONTEND: 'noninteractive' });
  // Another apt run (a second test command, the machine's own updates) holds the dpkg lock: wait for it, do not fail.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
  execFileSync('apt-get', [...waitForLock, 'update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', [...waitForLock, 'install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    process.stderr.write('Installing chromium failed; run: apt-get update && apt-get install -y chromium\n');
    process.exit(1);
  }
}

main();
