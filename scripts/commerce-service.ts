/**
 * `tsx scripts/commerce-service.ts [--port=4180] [--host=127.0.0.1] [--data=.data/commerce | --memory]`: runs the local
 * commerce service (Shopware store-api on PGlite) in its own process until stopped. The data folder is
 * git-ignored and persists carts, customers and orders across restarts.
 */
import path from 'node:path';
import { startCommerceService } from '../services/commerce/create-commerce-server.ts';
import { COMMERCE_DEFAULT_PORT } from './commerce-ports.ts';


const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = path.resolve(import.meta.dirname, '..');
const port = Number(arg('port') ?? COMMERCE_DEFAULT_PORT);
const host = arg('host') ?? '127.0.0.1';
// `--memory`: no data folder (the build reads the catalogue only; nothing needs to persist).
const dataDir = process.argv.includes('--memory') ? undefined : path.resolve(root, arg('data') ?? path.join('.data', 'commerce'));

const started = performance.now();
// `--public-origin=URL`: media and payment URLs name this origin (the build's pages point at `pnpm start`'s service).
const publicOrigin = arg('public-origin');
const service = await startCommerceService({ port, host, ...(dataDir === undefined ? {} : { dataDir }), ...(publicOrigin ? { publicOrigin } : {}) });
process.stdout.write(`commerce service: ${service.url}/store-api (data ${dataDir === undefined ? 'in memory' : path.relative(root, dataDir)}, ready in ${Math.round(performance.now() - started)} ms)\n`);

const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
