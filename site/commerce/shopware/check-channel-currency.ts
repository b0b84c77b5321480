import { err, ok, type Result } from '@cycle/engine/shared';
import type { ShopwareClient } from './create-shopware-client.ts';

/**
 * The currency a country's commerce context answers in, checked against the one `brands/` declares for it
 * (DECISIONS.md: brands/ declares each country's sales-channel currency, the commerce context returns it, prices
 * are formatted with the context's currency). The pages are built with the declared one, so a backend answering
 * in another would show its amounts under the wrong currency: that is an error naming both.
 */
export async function checkChannelCurrency(client: Pick<ShopwareClient, 'getContext'>, country: string, declared: string): Promise<Result<string, string>> {
  const context = await client.getContext();
  if (!context.ok) return err(`Commerce backend of ${country}: the context (its currency) could not be read: ${context.error.message}`);
  const answered = context.value.currency.isoCode.toUpperCase();
  if (answered !== declared.toUpperCase()) {
    return err(`Commerce backend of ${country}: its context answers in ${answered}, brands/ declares ${declared.toUpperCase()} for ${country}: prices would be shown under the wrong currency (fix the brand's countries or the sales channel)`);
  }
  return ok(answered);
}
