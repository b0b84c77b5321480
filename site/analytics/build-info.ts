/**
 * The commit a deploy was built from, for the page-status analytics event. It lives in one small file per build
 * (`/build-info.json`), not in the pages or their static queries: a value that changes with every commit, written
 * into every page, made each new commit rebuild every page (7,000 files) although no page changed. The page-status
 * event is sent once per page load, after the page is up, so reading the file then costs the first paint nothing.
 *
 * Not `page-data/app-data.json`: that file is the engine's (its loader reads it to notice a new deploy, and tests
 * fake its answers to stage one); a second reader of it from the site would take such a staged answer away from the
 * loader.
 */
import type { ExtraFile } from '@cycle/engine';

/** Where the build writes the file, relative to the output folder. */
const BUILD_INFO_FILE = 'build-info.json';

/** What the event carries when the commit is not known (no git at build time, the file unreadable). */
export const UNKNOWN_COMMIT = 'unknown';

/** The file as the build writes it (an engine extra file). */
export function buildInfoFile(gitHash: string): ExtraFile {
  return { path: BUILD_INFO_FILE, contents: `${JSON.stringify({ gitHash })}\n` };
}

/**
 * The deployed build's commit, read from `/build-info.json` (revalidated: the file keeps its URL across deploys).
 * Resolves {@link UNKNOWN_COMMIT} when the file cannot be read: the analytics event is sent either way.
 */
export async function loadBuildCommit(fetchFn: typeof fetch): Promise<string> {
  let body: unknown;
  try {
    const response = await fetchFn(`/${BUILD_INFO_FILE}`, { cache: 'no-cache' });
    if (!response.ok) return UNKNOWN_COMMIT;
    body = await response.json();
  } catch {
    // Offline, blocked or not JSON: the event says the commit is unknown, as a build outside git does.
    return UNKNOWN_COMMIT;
  }
  const gitHash = typeof body === 'object' && body !== null ? (body as { gitHash?: unknown }).gitHash : undefined;
  return typeof gitHash === 'string' && gitHash !== '' ? gitHash : UNKNOWN_COMMIT;
}
