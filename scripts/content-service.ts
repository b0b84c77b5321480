/**
 * `tsx scripts/content-service.ts [--port=4190] [--host=127.0.0.1] [--asset-base=URL] [--content=content]`: runs the
 * local content service (`services/content/`: Storyblok CDN API v2 and image service over `content/`) in its own
 * process until stopped. `--asset-base` is the origin written into asset URLs (the build points them at the
 * service `pnpm start` runs).
 */
import path from 'node:path';
import { startContentService } from '../services/content/create-content-server.ts';
import { LOCAL_CONTENT_PORT } from '../site/content/client/create-content-client.ts';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const assetBase = arg('asset-base');
const service = await startContentService({
  contentDir: path.resolve(root, arg('content') ?? 'content'),
  port: Number(arg('port') ?? LOCAL_CONTENT_PORT),
  host: arg('host') ?? '127.0.0.1',
  ...(assetBase ? { assetBaseUrl: assetBase } : {}),
});
const stories = [...service.store.spaces.values()].reduce((n, s) => n + [...s.languages.values()].reduce((m, l) => m + l.published.length, 0), 0);
for (const problem of service.store.problems) process.stderr.write(`content problem: ${problem}\n`);
process.stdout.write(`content service: ${service.url}/v2 (${service.store.spaces.size} spaces, ${stories} published stories, ready in ${Math.round(performance.now() - started)} ms)\n`);

const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
