import type { ScriptRequest } from './load-script.ts';

/**
 * How long the production tool's script may take to load or fail before the
 * page gives up on it (our choice: the spec fixes only the poll that follows,
 * 10 × 100 ms).
 */
export const CONSENT_SCRIPT_TIMEOUT_MS = 10_000;

/**
 * The production consent tool's script tag: OneTrust's SDK stub with the
 * brand's domain id in `data-domain-script`, the banner in the page's
 * language (`data-document-language`, from `<html lang>`).
 */
export function oneTrustScriptRequest(config: { readonly scriptUrl: string; readonly domainId: string }, timeoutMs: number = CONSENT_SCRIPT_TIMEOUT_MS): ScriptRequest {
  return {
    src: config.scriptUrl,
    attributes: { type: 'text/javascript', charset: 'UTF-8', 'data-domain-script': config.domainId, 'data-document-language': 'true' },
    timeoutMs,
  };
}
