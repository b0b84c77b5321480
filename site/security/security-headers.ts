/**
 * The response headers a CDN applies to every file of a brand's build (`_headers`, `_headers.json`; the static
 * server applies the same file): a Content-Security-Policy derived from what the pages load, frame protection,
 * Referrer-Policy, Permissions-Policy (geolocation only on the dealer finder), HSTS and nosniff.
 */
import { createHash } from 'node:crypto';
import type { HeaderRule } from '@cycle/engine/build';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { ConsentToolConfig } from '../consent/consent-config.ts';

/** Where the tag manager loads from, and where its analytics tags send to. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** What the pages of one build load, beyond their own origin. */
export interface SecurityHeadersOptions {
  readonly brand: BrandConfig;
  /** The consent tool on the pages: a OneTrust script's origin is allowed to run and to fetch its settings. */
  readonly consent: ConsentToolConfig;
  /** Tag manager container id; null loads no tag manager (and allows none). */
  readonly tagManagerId: string | null;
  /** The captcha widget's script (its origin also frames and answers the widget). */
  readonly captchaScriptUrl: string;
  /** Where the contact form posts. */
  readonly webToCaseUrl: string;
  /** The raffle and contest entries service: entries are posted there, its captcha widget runs from there, contest photos load from there. @default none */
  readonly entriesUrl?: string;
  /** Origins content images are served from (the content service's assets, Storyblok's asset host). */
  readonly contentAssetOrigins: readonly string[];
  /** Content API origins preview mode fetches drafts from (editors only, but the same build). */
  readonly contentApiOrigins: readonly string[];
  /** The visual editor's bridge script preview mode loads. */
  readonly editorBridgeUrl: string;
  /** Shop origins the browser calls (and loads product images from), one per country or shared. */
  readonly commerceOrigins: readonly string[];
  /** The exact text of every inline script the pages carry: each is allowed by its hash, nothing else inline runs. */
  readonly inlineScripts: readonly string[];
  /** Paths of the dealer finder pages: the only pages that may ask for the visitor's position. */
  readonly dealerFinderPaths: readonly string[];
}

/** `'sha256-…'` of an inline script's text, as CSP hashes it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The Content-Security-Policy: `'self'` plus exactly the origins the build's configuration names (consent tool,
 * tag manager, captcha, content images and preview API, the editor bridge, commerce API), inline scripts by hash only (never 'unsafe-inline' or
 * 'unsafe-eval' for scripts), no plugins, no framing by anyone, and what the brand config adds explicitly.
 */
export function contentSecurityPolicy(o: SecurityHeadersOptions): string {
  const consent = o.consent.tool === 'onetrust' ? [originOf(o.consent.scriptUrl)] : [];
  const tags = o.tagManagerId === null ? [] : [TAG_MANAGER_ORIGIN];
  const analytics = o.tagManagerId === null ? [] : ANALYTICS_ORIGINS;
  const captcha = originOf(o.captchaScriptUrl);
  const entries = o.entriesUrl === undefined ? [] : [originOf(o.entriesUrl)];
  const commerce = o.commerceOrigins.map(originOf);
  const content = o.contentAssetOrigins.map(originOf);
  const contentApi = o.contentApiOrigins.map(originOf);
  const bridge = originOf(o.editorBridgeUrl);
  // The built brand is its config as written (site/config/current-brand.ts does not apply the schema's defaults): a brand without `security` adds nothing.
  const extra: Partial<Record<string, readonly string[]>> = (o.brand as { security?: BrandConfig['security'] }).security?.contentSecurityPolicy ?? {};
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...o.inlineScripts.map(scriptHash), ...consent, ...tags, captcha, ...entries, bridge, ...(extra['script-src'] ?? [])]],
    // React style attributes (widths, custom properties) and the consent tool's injected styles.
    ['style-src', ["'self'", "'unsafe-inline'", ...consent, ...(extra['style-src'] ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...content, ...commerce, ...entries, ...consent, ...tags, ...analytics, ...(extra['img-src'] ?? [])]],
    ['font-src', ["'self'", 'data:', ...(extra['font-src'] ?? [])]],
    ['connect-src', ["'self'", ...commerce, originOf(o.webToCaseUrl), captcha, ...entries, ...contentApi, ...consent, ...tags, ...analytics, ...(extra['connect-src'] ?? [])]],
    ['media-src', ["'self'", ...content, ...(extra['media-src'] ?? [])]],
    ['frame-src', ["'self'", captcha, ...tags, ...(extra['frame-src'] ?? [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", originOf(o.webToCaseUrl), ...(extra['form-action'] ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Features no page uses, off everywhere; geolocation is allowed on the dealer finder alone. */
const PERMISSIONS = ['accelerometer=()', 'camera=()', 'display-capture=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'usb=()'];

/**
 * The header rules of a build: every path gets the security headers; each dealer finder path gets a
 * Permissions-Policy allowing geolocation for the page's own origin. Where a CDN joins the two values the later
 * `geolocation` member wins (structured-field dictionaries keep the last), where it replaces, the whole policy is there.
 */
export function securityHeaderRules(o: SecurityHeadersOptions): HeaderRule[] {
  const permissions = (geolocation: string): string => [...PERMISSIONS, `geolocation=${geolocation}`].join(', ');
  return [
    {
      for: '/*',
      values: {
        'Content-Security-Policy': contentSecurityPolicy(o),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': permissions('()'),
      },
    },
    ...[...new Set(o.dealerFinderPaths)].sort().map((p) => ({ for: p, values: { 'Permissions-Policy': permissions('(self)') } })),
  ];
}
