import type { CatalogueRefs } from '../catalogue/catalogue-refs.ts';
import type { Database } from '../database/open-database.ts';

/** A sales channel: one brand in one country, found by its access key. */
export interface SalesChannel {
  readonly accessKey: string;
  readonly brand: string;
  readonly country: string;
  readonly currency: string;
  readonly languageCodes: readonly string[];
  readonly domains: readonly string[];
}

/** The session behind a context token; `persisted: false` until something is stored for it. */
export interface ContextState {
  readonly persisted: boolean;
  readonly customerId: string | null;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
}

/** Everything a route handler needs about the request it serves. */
export interface Scope {
  readonly db: Database;
  readonly refs: CatalogueRefs;
  readonly channel: SalesChannel;
  /** The context token in effect (sent, or freshly minted); echoed in `sw-context-token`. */
  readonly token: string;
  readonly context: ContextState;
  /** Language of this request: `sw-language-id` when it belongs to the channel, else the channel's first. */
  readonly languageCode: string;
  readonly languageId: string;
  /** `http://host:port` the client used: media and payment URLs point back at it. */
  readonly origin: string;
  /** `sw-include-seo-urls` was sent. */
  readonly seoUrls: boolean;
  readonly query: URLSearchParams;
  readonly body: unknown;
}
