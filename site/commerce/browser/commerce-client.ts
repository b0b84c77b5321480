import { createShopwareClient, type ShopwareClient } from '../shopware/create-shopware-client.ts';
import type { KeyValueStorage } from '../shopware/token-storage.ts';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';

/** Commerce calls fail with `Timeout` after this long, so a hanging backend becomes a message the shopper can retry. */
export const BROWSER_TIMEOUT_MS = 10_000;

const clients = new Map<string, ShopwareClient>();

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled (privacy mode): tokens live in memory for this page load.
    return undefined;
  }
}

/**
 * The Shopware client of a page's country in the browser, created once per page load and country so its
 * caches and in-flight sharing span the page's components. Tokens live in local storage
 * (`shopwareToken_{country}`): the basket survives reloads, faults and retries.
 */
export function commerceClient(settings: CommerceSettings): ShopwareClient {
  const key = `${settings.country}|${settings.url}`;
  let client = clients.get(key);
  if (client === undefined) {
    const storage = browserStorage();
    client = createShopwareClient({
      country: settings.country,
      channels: { [settings.country]: { url: settings.url, accessKey: settings.accessKey } },
      salesChannelApi: settings.salesChannelApi,
      timeoutMs: BROWSER_TIMEOUT_MS,
      ...(storage === undefined ? {} : { storage }),
    });
    clients.set(key, client);
  }
  return client;
}
