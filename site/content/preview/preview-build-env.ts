/**
 * What the browser bundle needs for preview mode, decided at build time (vite.config.ts `define`s it as
 * `import.meta.env.VITE_CONTENT_URL` / `VITE_CONTENT_PREVIEW_TOKEN`). Plain data, no imports: the Vite config
 * loads this file.
 *
 * Only two tokens can reach the output: an explicit `VITE_CONTENT_PREVIEW_TOKEN`, or the local content
 * service's embedded `<brand>-preview` when the API is on loopback. A build against Storyblok
 * (`CONTENT_TOKEN`/`CONTENT_URL`) without `VITE_CONTENT_PREVIEW_TOKEN` bakes in no token, and preview shows
 * the published page. `CONTENT_TOKEN` and `CONTENT_PREVIEW_TOKEN` (server side) are never read here.
 */
export interface PreviewBuildEnv {
  /** The Content Delivery API base the browser fetches drafts from (`…/v2`). */
  readonly url: string;
  /** The preview token; `''`: preview mode has no token and shows the published page. */
  readonly token: string;
}

/** The local content service `pnpm start` runs (LOCAL_CONTENT_PORT of the content client). */
export const LOCAL_PREVIEW_PORT = 4190;
const STORYBLOK_API = 'https://api.storyblok.com/v2';

const isLoopback = (url: string): boolean => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** Preview endpoint and token for `brand` from the build's environment. */
export function previewBuildEnv(env: Readonly<Record<string, string | undefined>>, brand: string): PreviewBuildEnv {
  const production = Boolean(env['CONTENT_TOKEN'] || env['CONTENT_URL']);
  const url = env['VITE_CONTENT_URL'] || (production ? (env['CONTENT_URL'] || STORYBLOK_API) : `http://127.0.0.1:${env['CONTENT_PORT'] || LOCAL_PREVIEW_PORT}/v2`);
  const token = env['VITE_CONTENT_PREVIEW_TOKEN'] || (isLoopback(url) ? `${brand}-preview` : '');
  return { url, token };
}
