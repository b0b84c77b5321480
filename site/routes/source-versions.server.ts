/**
 * Build time: the version of every source the crawl reads, asked without crawling. Equal versions mean the crawl
 * would read what the last build read, so with the same code and settings the last build's output stands (the build
 * script keeps it: scripts/published-output.ts).
 *
 * - content (Storyblok): the space's cache version, `cdn/spaces/me` (it changes whenever something is published);
 * - commerce (Shopware): per country, its catalogue's version (catalogue-version.server.ts);
 * - dealers and reviews: they publish no version, so what the build reads of them is read and hashed (one request
 *   per country, one per locale).
 *
 * A source that cannot say (the story files read directly, a service that fails) gives no versions at all: the build
 * then crawls, as it would without this.
 */
import { createHash } from 'node:crypto';
import { err, ok, type Result } from '@cycle/engine/shared';
import type { BrandConfig, CountryCode } from '../../brands/brand-schema.ts';
import { readCatalogueVersion } from '../commerce/catalogue/catalogue-version.server.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { createContentClient } from '../content/client/create-content-client.ts';
import { createRetryingFetch } from '../commerce/request/fetch-with-retry.ts';
import { createDealerClient } from '../dealers/client/create-dealer-client.ts';
import { loadDealers } from '../dealers/client/load-dealers.server.ts';
import { createLocales } from '../locale/locales.ts';
import { createReviewSource } from '../reviews/review-summaries.server.ts';
import type { CreateSiteOptions } from '../site.tsx';

/** Version of each source by name (`content`, `commerce:AT`, `dealers`, `reviews`). */
export type SourceVersions = Readonly<Record<string, string>>;

export interface SourceVersionsInput {
  readonly brand: BrandConfig;
  /** The site's options: the build URLs and the content token say where the sources are. */
  readonly options: Pick<CreateSiteOptions, 'commerceBuildUrl' | 'contentBuildUrl' | 'contentToken' | 'dealersBuildUrl' | 'reviewsBuildUrl' | 'reviewsUrl' | 'reviewsPasskey'>;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

const quiet = { warn: (): void => undefined, error: (): void => undefined };
const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** Every source's version, or why one has none. */
export async function readSourceVersions(o: SourceVersionsInput): Promise<Result<SourceVersions, string>> {
  const { brand, options } = o;
  if (!options.contentBuildUrl) return err('the content is read from story files, not from a content API');
  const locales = createLocales(brand);
  const fetchOption = o.fetch ? { fetch: o.fetch } : {};
  const probes: Promise<Result<readonly (readonly [string, string])[], string>>[] = [];

  const content = createContentClient({ brand: brand.id, endpoint: options.contentBuildUrl, log: quiet, ...(options.contentToken ? { token: options.contentToken } : {}), ...fetchOption });
  probes.push(content.spaceVersion().then((r) => (r.ok ? ok([['content', String(r.value)]] as const) : err(`content: ${r.error.message}`))));

  const buildUrl = options.commerceBuildUrl ?? '';
  if (buildUrl !== '') {
    const channels = resolveShopwareChannels(brand, { COMMERCE_URL: buildUrl }, null);
    const countries = [...new Set(locales.map((l) => l.country))].filter((c) => channels[c]?.accessKey !== undefined);
    probes.push(Promise.all(countries.map(async (country) => {
      const r = await readCatalogueVersion({ channel: channels[country] ?? {}, salesChannelApi: brand.features.salesChannelApi, ...fetchOption });
      return r.ok ? ok([`commerce:${country}`, r.value] as const) : err(`commerce ${country}: ${r.error}`);
    })).then((all) => {
      const failed = all.find((r) => !r.ok);
      return failed && !failed.ok ? failed : ok(all.flatMap((r) => (r.ok ? [r.value] : [])));
    }));
  }

  if (options.dealersBuildUrl) {
    const baseUrl = options.dealersBuildUrl;
    const client = createDealerClient({ baseUrl, timeoutMs: 0, fetch: createRetryingFetch({ ...fetchOption, onRetry: () => undefined }) });
    const countries = [...new Set(locales.map((l) => l.country))].filter((c): c is CountryCode => c !== 'INT');
    probes.push(Promise.all(countries.map(async (country) => {
      const [dealers, places] = await Promise.all([loadDealers({ baseUrl, brandId: brand.dealers.brandId, country, log: () => undefined, ...fetchOption }), client.listPlaces(country)]);
      if (!dealers.ok) throw new Error(`dealers of ${country}: ${dealers.error.message}`);
      if (!places.ok) throw new Error(`places of ${country}: ${places.error.message}`);
      return [country, dealers.value, places.value] as const;
    })).then((read) => ok([['dealers', digest(read)]] as const), (e: unknown) => err(`dealers: ${e instanceof Error ? e.message : String(e)}`)));
  }

  if (options.reviewsBuildUrl && brand.features.reviews.enabled) {
    const reviews = createReviewSource({ brand, buildUrl: options.reviewsBuildUrl, browserUrl: options.reviewsUrl ?? '', passkey: options.reviewsPasskey ?? `${brand.id}-local-reviews`, log: () => undefined, ...fetchOption });
    probes.push(Promise.all(locales.map(async (l) => [l.id, await reviews.summaries(l)] as const))
      .then((read) => ok([['reviews', digest(read)]] as const), (e: unknown) => err(`reviews: ${e instanceof Error ? e.message : String(e)}`)));
  }

  const versions: Record<string, string> = {};
  for (const r of await Promise.all(probes)) {
    if (!r.ok) return r;
    for (const [name, version] of r.value) versions[name] = version;
  }
  return ok(versions);
}
