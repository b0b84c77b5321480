/**
 * The local services' ports and the production URLs that replace them: one table shared by `pnpm build` and
 * `pnpm start`, so that one setting moves a service for both the pages (the URLs the build writes into them)
 * and the process `pnpm start` runs. `COMMERCE_PORT=5180` at build time makes the pages call 5180, and
 * `COMMERCE_PORT=5180 pnpm start` serves the commerce service there.
 */
import type { SettingSpec } from '../../services/shared/define-settings.ts';

/** Default ports of the local services (the README's table). */
export const DEFAULT_PORTS = { commerce: 4180, content: 4190, webToCase: 4400, dealers: 4210, galleries: 4230, reviews: 4220, entries: 4240, site: 4173 } as const;

/** The local services' ports. */
export const servicePortSettings = {
  commercePort: { kind: { type: 'port' }, env: 'COMMERCE_PORT', default: String(DEFAULT_PORTS.commerce), doc: 'port of the local commerce service (Shopware store-api): pnpm start runs it there, the pages call it there' },
  contentPort: { kind: { type: 'port' }, env: 'CONTENT_PORT', default: String(DEFAULT_PORTS.content), doc: 'port of the local content service (Storyblok CDN API and images): pnpm start runs it there, image and preview URLs point there' },
  webToCasePort: { kind: { type: 'port' }, env: 'WEB_TO_CASE_PORT', default: String(DEFAULT_PORTS.webToCase), doc: 'port of the local web-to-case and captcha service: pnpm start runs it there, the contact form posts there' },
  dealersPort: { kind: { type: 'port' }, env: 'DEALERS_PORT', default: String(DEFAULT_PORTS.dealers), doc: 'port of the local dealer service (dealer finder, dealer pages, dealers with this bike): pnpm start runs it there, the pages call it there' },
  entriesPort: { kind: { type: 'port' }, env: 'ENTRIES_PORT', default: String(DEFAULT_PORTS.entries), doc: 'port of the local raffle and contest entries service (entry forms, the contest gallery, the entry captcha): pnpm start runs it there, the pages call it there' },
  reviewsPort: { kind: { type: 'port' }, env: 'REVIEWS_PORT', default: String(DEFAULT_PORTS.reviews), doc: 'port of the local reviews service (Bazaarvoice-style reviews API and static rating summaries): pnpm start runs it there, the pages call it there' },
  galleriesPort: { kind: { type: 'port' }, env: 'GALLERIES_PORT', default: String(DEFAULT_PORTS.galleries), doc: 'port of the local gallery service (riders’ photos on home and product line pages): pnpm start runs it there, the pages call it there' },
} as const satisfies Record<string, SettingSpec>;

/** `http://127.0.0.1:<port>`: where a local service listens. */
export const loopback = (port: number): string => `http://127.0.0.1:${port}`;
