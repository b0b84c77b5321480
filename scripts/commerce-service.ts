/**
 * `tsx scripts/commerce-service.ts [--port=4180] [--host=127.0.0.1] [--data=.data/commerce]`: runs the local
 * commerce service (Shopware store-api on PGlite) in its own process until stopped. The data folder is
 * git-ignored and persists carts, customers and orders across restarts.
 */
import path from 'node:path';
import { startCommerceService } from '../services/commerce/create-commerce-server.ts';

/** Default port of the local commerce service (the storefront's default `COMMERCE_URL`). */
export const COMMERCE_DEFAULT_PORT = 4180;

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = path.resolve(import.meta.dirname, '..');
const port = Number(arg('port') ?? COMMERCE_DEFAULT_PORT);
const host = arg('host') ?? '127.0.0.1';
const dataDir = path.resolve(root, arg('data') ?? path.join('.data', 'commerce'));

const started = performance.now();
const service = await startCommerceService({ port, host, dataDir });
process.stdout.write(`commerce service: ${service.url}/store-api (data ${path.relative(root, dataDir)}, ready in ${Math.round(performance.now() - started)} ms)\n`);

const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
