/**
 * `tsx scripts/content-service.ts [--port=4190] [--host=127.0.0.1] [--asset-base=URL] [--content=DIR] [--help]`: runs
 * the local content service (`services/content/`: Storyblok CDN API v2 and image service over `content/`) in its own
 * process until stopped. Settings (flags and CONTENT_PORT, CONTENT_HOST, CONTENT_DIR) are in
 * `services/content/settings.ts`. A start that fails (port in use, unreadable folder) prints one line and exits 1.
 * SIGHUP makes it read the files again, as a space whose editor published something.
 */
import { startContentService, type ContentService } from '../services/content/create-content-server.ts';
import { CONTENT_DEFAULT_DIR, CONTENT_DEFAULT_STORE_CACHE, readContentSettingsFromProcess } from '../services/content/settings.ts';
import { describeListenError } from '../services/shared/describe-listen-error.ts';

const settings = readContentSettingsFromProcess();
const started = performance.now();
let service: ContentService;
try {
  service = await startContentService({
    contentDir: settings.contentDir ?? CONTENT_DEFAULT_DIR,
    port: settings.port,
    host: settings.host,
    storeCache: CONTENT_DEFAULT_STORE_CACHE,
    ...(settings.assetBase ? { assetBaseUrl: settings.assetBase } : {}),
  });
} catch (error) {
  process.stderr.write(`${describeListenError('content service', settings.host, settings.port, error)}\n`);
  process.exit(1);
}
const stories = [...service.store.spaces.values()].reduce((n, s) => n + [...s.languages.values()].reduce((m, l) => m + l.published.length, 0), 0);
for (const problem of service.store.problems) process.stderr.write(`content problem: ${problem}\n`);
process.stdout.write(`content service: ${service.url}/v2 (${service.store.spaces.size} spaces, ${stories} published stories, ready in ${Math.round(performance.now() - started)} ms)\n`);

// SIGHUP: read the story files again (an editor published a change); the space's cache version follows them.
process.on('SIGHUP', () => {
  service.reload().then((store) => process.stdout.write(`content service: files read again (${store.spaces.size} spaces)\n`), (error: unknown) => process.stderr.write(`content service: files not read again: ${error instanceof Error ? error.message : String(error)}\n`));
});

const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
