import type { Result } from '@cycle/engine/shared';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';
import type { CommerceError, ShopwareClient } from '../shopware/create-shopware-client.ts';

/**
 * Runs a call with the page's Shopware client (`commerce-client.ts`), loading the client's chunk when a page first
 * needs it (after hydration, or on a click), not with the page's first-load JavaScript. A chunk that cannot load
 * (offline, a new build removed it) is a retryable network failure like any other, never a hang.
 */
export async function withCommerceClient<T>(settings: CommerceSettings, call: (client: ShopwareClient) => Promise<Result<T, CommerceError>>): Promise<Result<T, CommerceError>> {
  let client: ShopwareClient;
  try {
    client = (await import('./commerce-client.ts')).commerceClient(settings);
  } catch (error) {
    return { ok: false, error: { type: 'network', message: `The shop could not be loaded: ${error instanceof Error ? error.message : String(error)}`, retryable: true, url: settings.url, errors: [] } };
  }
  return call(client);
}
