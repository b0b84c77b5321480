/**
 * Build time: the version of one country's catalogue, asked of its Shopware sales channel without reading the
 * catalogue. Shopware has no version number for a channel, so the version is what its products say of themselves:
 * how many there are, the newest `updatedAt` (set when a product or what is written through it changes) and the
 * newest `createdAt` (a product written once has no `updatedAt`), plus a hash of the channel's category tree as it
 * names it (the pages show category names; renaming one writes no product). Two one-product searches (`limit: 1`,
 * sorted, fields `includes`d down to the dates) and one flat navigation read: a product added, removed or changed,
 * or a category added, moved or renamed in the channel's language, changes the version. Not seen: an edit that
 * writes no product and no category (a property option's or a picture's text, a category renamed in another
 * language only); after one, build with `--cache=off`.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { createRetryingFetch } from '../request/fetch-with-retry.ts';
import { shopwareApiBase } from '../shopware/shopware-endpoints.ts';
import type { ShopwareChannel } from '../shopware/shopware-channels.ts';
import { postStoreApi } from './post-store-api.server.ts';

export interface CatalogueVersionOptions {
  readonly channel: ShopwareChannel;
  /** `/sales-channel-api/v3` instead of `/store-api` (the brand's option). @default false */
  readonly salesChannelApi?: boolean;
  /** @default globalThis.fetch, with the build's retry policy */
  readonly fetch?: typeof fetch;
}

const WireNewest = v.looseObject({
  total: v.number(),
  elements: v.array(v.looseObject({ updatedAt: v.optional(v.nullable(v.string())), createdAt: v.optional(v.nullable(v.string())) })),
});

/** `<products> <newest updatedAt> <newest createdAt> <category tree hash>` of the channel (`-` for a date none has), or why it could not be read. */
export async function readCatalogueVersion(o: CatalogueVersionOptions): Promise<Result<string, string>> {
  const { url, accessKey } = o.channel;
  if (url === undefined || accessKey === undefined) return err('no shop URL or access key');
  const base = `${url.replace(/\/+$/, '')}${shopwareApiBase(o.salesChannelApi)}`;
  const endpoint = `${base}/product`;
  const fetchJson = o.fetch ?? createRetryingFetch({ onRetry: () => undefined });
  const newest = (field: 'updatedAt' | 'createdAt'): Promise<Result<v.InferOutput<typeof WireNewest>, string>> =>
    postStoreApi(fetchJson, accessKey, endpoint, { limit: 1, 'total-count-mode': 'exact', sort: [{ field, order: 'DESC' }], includes: { product: ['id', field] } }, WireNewest);
  const categories = async (): Promise<Result<string, string>> => {
    const body = { depth: 20, buildTree: false, includes: { category: ['id', 'parentId', 'name', 'translated', 'updatedAt'] } };
    const tree = await postStoreApi(fetchJson, accessKey, `${base}/navigation/main-navigation/main-navigation`, body, v.unknown());
    return tree.ok ? ok(createHash('sha256').update(JSON.stringify(tree.value)).digest('hex').slice(0, 16)) : tree;
  };
  const [updated, created, tree] = await Promise.all([newest('updatedAt'), newest('createdAt'), categories()]);
  if (!updated.ok) return updated;
  if (!created.ok) return created;
  if (!tree.ok) return tree;
  const first = (r: v.InferOutput<typeof WireNewest>, field: 'updatedAt' | 'createdAt'): string => r.elements[0]?.[field] ?? '-';
  return ok(`${updated.value.total} ${first(updated.value, 'updatedAt')} ${first(created.value, 'createdAt')} ${tree.value}`);
}
