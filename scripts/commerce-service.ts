/**
 * `node --import tsx scripts/commerce-service.ts [--port=4180] [--host=127.0.0.1] [--data=.data/commerce | --memory]
 * [--public-origin=URL] [--control]` (`--help` lists every flag and variable): runs the local commerce service
 * (Shopware store-api on PGlite) in its own process until stopped. The data folder is git-ignored, created with its
 * parents, held by one service at a time, and persists carts, customers and orders across restarts. `--control`
 * (browser tests only) adds the test hooks under `/__control/`.
 */
import path from 'node:path';
import { CommerceStartError, startCommerceService } from '../services/commerce/create-commerce-server.ts';
import { readCommerceSettingsFromProcess } from '../services/commerce/settings.ts';

const settings = readCommerceSettingsFromProcess();
// `--memory`: no data folder (the build reads the catalogue only; nothing needs to persist).
const dataDir = settings.memory ? undefined : settings.dataDir;

const started = performance.now();
try {
  const service = await startCommerceService({
    port: settings.port,
    host: settings.host,
    control: settings.control,
    seedCache: settings.seedCache,
    ...(settings.brands === undefined ? {} : { brands: settings.brands.split(',').map((b) => b.trim()).filter(Boolean) }),
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(settings.publicOrigin === undefined ? {} : { publicOrigin: settings.publicOrigin }),
  });
  const relative = dataDir === undefined ? '' : path.relative(process.cwd(), dataDir);
  const where = dataDir === undefined ? 'in a throwaway folder' : relative === '' ? '.' : relative.startsWith('..') ? dataDir : relative;
  const origin = service.database === 'snapshot' ? ' from the seed snapshot' : service.database === 'seeded' ? ', seeded' : '';
  process.stdout.write(`commerce service: ${service.url}/store-api (data ${where}${origin}${settings.control ? ', test hooks at /__control/' : ''}, ready in ${Math.round(performance.now() - started)} ms)\n`);
  const stop = (): void => {
    void service.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  // Expected start failures (folder or port in use) are one line; anything else is a bug and keeps its stack.
  process.stderr.write(`${error instanceof CommerceStartError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
