/**
 * Build time: one store-api POST of the build's small reads (the catalogue's version and its changes), answered as
 * what `schema` makes of the JSON, or one line saying why not (the URL and the cause: network, HTTP status, shape).
 * The catalogue itself goes through the production Shopware client (load-catalogue.server.ts).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';

/** POSTs `body` to `endpoint` with the channel's access key; the answer, or why there is none. */
export async function postStoreApi<S extends v.GenericSchema>(fetchJson: typeof fetch, accessKey: string, endpoint: string, body: unknown, schema: S): Promise<Result<v.InferOutput<S>, string>> {
  let response: Response;
  try {
    response = await fetchJson(endpoint, { method: 'POST', headers: { 'sw-access-key': accessKey, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  } catch (e) {
    return err(`${endpoint}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!response.ok) return err(`${endpoint} answered HTTP ${response.status}`);
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  return parsed.success ? ok(parsed.output) : err(`${endpoint}: unexpected answer (${parsed.issues[0]?.message ?? ''})`);
}
