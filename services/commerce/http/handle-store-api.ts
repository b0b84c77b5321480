import type { IncomingHttpHeaders } from 'node:http';
import type { CatalogueRefs } from '../catalogue/catalogue-refs.ts';
import type { Database } from '../database/open-database.ts';
import { languageId } from '../seed/reference-data.ts';
import { storeApiError, type Reply } from './reply.ts';
import { matchRoute } from './route-table.ts';
import type { ContextState, SalesChannel, Scope } from './scope.ts';
import { mintToken } from './tokens.ts';

/** Persisted contexts older than this get a new token (Shopware's default lifetime P1D). */
const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StoreApiRequest {
  readonly method: string;
  /** Path after `/store-api`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  readonly origin: string;
}

/** A store-api answer plus the token and language to echo. */
export interface StoreApiAnswer {
  readonly reply: Reply;
  readonly token: string | undefined;
  readonly languageId: string | undefined;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * One store-api request: access key (401/412), route (404), context token (minted, accepted when unknown,
 * renewed when expired or from another channel), language (`sw-language-id` of the channel), then the route.
 */
export async function handleStoreApi(db: Database, refs: CatalogueRefs, request: StoreApiRequest): Promise<StoreApiAnswer> {
  const accessKey = header(request.headers, 'sw-access-key');
  const requestedLanguage = header(request.headers, 'sw-language-id');
  const none = (reply: Reply): StoreApiAnswer => ({ reply, token: undefined, languageId: requestedLanguage });
  if (accessKey === undefined || accessKey === '') return none(storeApiError(401, '0', 'Header "sw-access-key" is required.'));
  // Shopware answers an unknown key prefix with 500; here a malformed request is never a server error (README).
  if (!accessKey.startsWith('SWSC')) return none(storeApiError(401, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.'));
  const channelRow = (await db.query<{ access_key: string; brand: string; country: string; currency: string; language_codes: string[]; domains: string[] }>('select * from sales_channel where access_key = $1', [accessKey])).rows[0];
  if (channelRow === undefined) return none(storeApiError(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', 'No matching sales channel found.'));
  const channel: SalesChannel = { accessKey, brand: channelRow.brand, country: channelRow.country, currency: channelRow.currency, languageCodes: channelRow.language_codes, domains: channelRow.domains };

  const matched = matchRoute(request.method, request.path);
  if (matched === undefined) return none(storeApiError(404, '0', `No route found for "${request.method} /store-api${request.path}"`));

  const sent = header(request.headers, 'sw-context-token');
  const { token, context } = await resolveContext(db, channel, sent);
  const languageCode =
    (requestedLanguage === undefined ? undefined : channel.languageCodes.find((code) => languageId(code) === requestedLanguage)) ?? context.languageCode ?? channel.languageCodes[0] ?? 'en';
  const scope: Scope = {
    db, refs, channel, token, context, languageCode, languageId: languageId(languageCode), origin: request.origin,
    seoUrls: request.headers['sw-include-seo-urls'] !== undefined, query: request.query, body: request.body,
  };
  const reply = await matched.route.handle(scope, matched.params);
  return { reply, token, languageId: requestedLanguage };
}

async function resolveContext(db: Database, channel: SalesChannel, sent: string | undefined): Promise<{ token: string; context: ContextState & { languageCode: string | null } }> {
  const fresh = (token: string) => ({ token, context: { persisted: false, customerId: null, shippingMethod: 'homeDelivery', paymentMethod: 'invoice', languageCode: null } });
  if (sent === undefined || sent === '') return fresh(mintToken());
  const row = (await db.query<{ access_key: string; customer_id: string | null; shipping_method: string; payment_method: string; language_code: string | null; age_ms: number }>(
    `select access_key, customer_id, shipping_method, payment_method, language_code, (extract(epoch from now() - updated_at) * 1000)::float8 as age_ms from context where token = $1`,
    [sent],
  )).rows[0];
  // Unknown tokens are accepted as new sessions; a token of another channel or an expired one is replaced.
  if (row === undefined) return fresh(sent);
  if (row.access_key !== channel.accessKey || row.age_ms > CONTEXT_LIFETIME_MS) return fresh(mintToken());
  if (row.age_ms > 60 * 60 * 1000) await db.query('update context set updated_at = now() where token = $1', [sent]);
  return { token: sent, context: { persisted: true, customerId: row.customer_id, shippingMethod: row.shipping_method, paymentMethod: row.payment_method, languageCode: row.language_code } };
}
