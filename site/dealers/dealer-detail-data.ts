import type { Dealer } from './client/dealer-types.ts';
import type { LocalBusinessJsonLd } from './local-business-json-ld.ts';

/** A dealer detail page's data (sparta nl-nl). */
export interface DealerDetailData {
  readonly dealer: Dealer;
  /** BCP 47 tag for the opening hours. */
  readonly tag: string;
  /** The locale's dealer finder, opened on this dealer (hash). */
  readonly finderHref: string;
  /** The page's structured data (rendered as JSON-LD). */
  readonly jsonLd: LocalBusinessJsonLd;
}
