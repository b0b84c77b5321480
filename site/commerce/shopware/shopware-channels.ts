import type { BrandConfig } from '../../../brands/brand-schema.ts';

/** Where the local commerce service listens by default (`scripts/commerce-service.ts`). */
export const LOCAL_COMMERCE_URL = 'http://127.0.0.1:4180';

/** One country's Shopware sales channel as the client needs it; either part may be missing. */
export interface ShopwareChannel {
  /** Shop origin (`https://shop.example.at`); the client adds the base path. */
  readonly url?: string;
  /** `sw-access-key`. */
  readonly accessKey?: string;
}

/** Sales channels by upper-case country code. */
export type ShopwareChannels = Readonly<Partial<Record<string, ShopwareChannel>>>;

/**
 * Per-country URL and access key from the brand config plus the environment: `COMMERCE_URL` points every
 * country at one shop (the local service on another port, in tests), else the brand's `commerce.urls`, else
 * `localUrl` (the local commerce service; `null` for none, as in a production build).
 */
export function resolveShopwareChannels(brand: BrandConfig, env: Readonly<Record<string, string | undefined>> = {}, localUrl: string | null = LOCAL_COMMERCE_URL): ShopwareChannels {
  const urls = brand.commerce.urls as Readonly<Partial<Record<string, string>>>;
  const keys = brand.commerce.accessKeys as Readonly<Partial<Record<string, string>>>;
  const channels: Record<string, ShopwareChannel> = {};
  for (const { code } of brand.countries) {
    const url = env['COMMERCE_URL'] ?? urls[code] ?? localUrl ?? undefined;
    const accessKey = keys[code];
    channels[code] = { ...(url === undefined ? {} : { url }), ...(accessKey === undefined ? {} : { accessKey }) };
  }
  return Object.freeze(channels);
}
