/**
 * Build time: what changed in a country's catalogue since a version the last build read it at
 * (catalogue-version.server.ts), asked of its Shopware sales channel with ids only, without reading the catalogue:
 * - the products written or created since then (`updatedAt` or `createdAt` after the version's newest date), variants
 *   included: each counts as its parent, the unit the build reads;
 * - the ids of all parents, in the order the whole read lists them (the same criteria, fields cut to the id), which
 *   says what was removed and where an added product goes.
 * The build then reads the changed parents alone and puts them among the products it kept (load-catalogue.server.ts).
 * A version whose category tree differs is no base: the products' categories are named from the tree.
 *
 * Not seen: a write stamped at or before that newest date whose transaction committed only after the last build had
 * read the catalogue (the version is read before the crawl, so such a transaction ran longer than the crawl took to
 * reach it). No margin is taken for it: an import stamps its products alike, and every product of the last import
 * would be read again. After such a write, or to be sure, build with `--cache=off` (every catalogue read whole).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { shopwareApiBase } from '../shopware/shopware-endpoints.ts';
import type { ShopwareChannel } from '../shopware/shopware-channels.ts';
import { postStoreApi } from './post-store-api.server.ts';

/** Shopware's largest page. */
const PAGE = 100;

export interface CatalogueChangesOptions {
  readonly channel: ShopwareChannel;
  /** `/sales-channel-api/v3` instead of `/store-api` (the brand's option). @default false */
  readonly salesChannelApi?: boolean;
  /** The build's fetch (with its retries). */
  readonly fetch: typeof fetch;
}

export interface CatalogueChanges {
  /** Parents that changed (themselves or a variant), or were added. */
  readonly changedParents: readonly string[];
  /** Every parent, in the order of the whole read. */
  readonly parents: readonly string[];
}

interface ParsedVersion {
  readonly newest: number;
  readonly tree: string;
}

/** `<products> <newest updatedAt> <newest createdAt> <tree hash>` (catalogue-version.server.ts) as a base, or null. */
function parseVersion(version: string): ParsedVersion | null {
  const [count, updated, created, tree, ...rest] = version.split(' ');
  if (count === undefined || tree === undefined || rest.length > 0) return null;
  const dates = [updated, created].filter((d): d is string => d !== undefined && d !== '-').map((d) => Date.parse(d)).filter((n) => !Number.isNaN(n));
  return dates.length === 0 ? null : { newest: Math.max(...dates), tree };
}

/**
 * The moment from which to ask for changes, when the catalogue at `current` can be made from the one read at
 * `previous` and the changes since; `null` when it cannot (another category tree, a version without dates).
 */
export function changesSince(previous: string, current: string): string | null {
  const before = parseVersion(previous);
  const now = parseVersion(current);
  if (before === null || now === null || before.tree !== now.tree) return null;
  return new Date(before.newest).toISOString();
}

const WireIds = v.looseObject({
  elements: v.array(v.looseObject({ id: v.string(), parentId: v.optional(v.nullable(v.string())) })),
});

/** The parents changed after `since` and the ids of all parents, or why they could not be read. */
export async function readCatalogueChanges(o: CatalogueChangesOptions, since: string): Promise<Result<CatalogueChanges, string>> {
  const { url, accessKey } = o.channel;
  if (url === undefined || accessKey === undefined) return err('no shop URL or access key');
  const endpoint = `${url.replace(/\/+$/, '')}${shopwareApiBase(o.salesChannelApi)}/product`;
  const all = async (filter: readonly unknown[], fields: readonly string[]): Promise<Result<v.InferOutput<typeof WireIds>['elements'], string>> => {
    const found: v.InferOutput<typeof WireIds>['elements'] = [];
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      const answer = await postStoreApi(o.fetch, accessKey, endpoint, { limit: PAGE, page, filter, includes: { product: fields }, 'total-count-mode': 'none' }, WireIds);
      if (!answer.ok) return answer;
      const { elements } = answer.value;
      // A backend that ignores `page` answers the first page again and again.
      if (elements.some((p) => seen.has(p.id))) return err(`${endpoint}: page ${page} repeats ids of an earlier page`);
      for (const p of elements) seen.add(p.id);
      found.push(...elements);
      if (elements.length < PAGE) return ok(found);
    }
  };
  const changedFilter = [{ type: 'multi', operator: 'OR', queries: [{ type: 'range', field: 'updatedAt', parameters: { gt: since } }, { type: 'range', field: 'createdAt', parameters: { gt: since } }] }];
  const [changed, parents] = await Promise.all([all(changedFilter, ['id', 'parentId']), all([{ type: 'equals', field: 'parentId', value: null }], ['id'])]);
  if (!changed.ok) return changed;
  if (!parents.ok) return parents;
  return ok({ changedParents: [...new Set(changed.value.map((p) => p.parentId ?? p.id))], parents: parents.value.map((p) => p.id) });
}
