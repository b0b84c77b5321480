import type { Result } from '../shared/result.ts';

/**
 * Fetches JSON and reports expected failures as values: network errors,
 * 5xx, 429 are retryable; other statuses and unparsable bodies are not.
 */
export async function fetchJson(url: string, init: { fetch?: typeof fetch; signal?: AbortSignal } = {}): Promise<Result<unknown>> {
  const doFetch = init.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, init.signal ? { signal: init.signal } : {});
  } catch (error) {
    return { ok: false, error: { type: 'network', message: `We couldn't load ${url}: ${String(error)}`, retryable: true } };
  }
  if (!response.ok) {
    const retryable = response.status >= 500 || response.status === 429;
    return { ok: false, error: { type: `http/${response.status}`, message: `We couldn't load ${url}`, retryable, status: response.status } };
  }
  try {
    return { ok: true, value: await response.json() };
  } catch {
    return { ok: false, error: { type: 'parse', message: `We couldn't load ${url}: invalid JSON`, retryable: false, status: response.status } };
  }
}
