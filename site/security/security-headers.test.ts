import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BrandConfigSchema } from '../../brands/brand-schema.ts';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { contentSecurityPolicy, scriptHash, securityHeaderRules, type SecurityHeadersOptions } from './security-headers.ts';

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const base: SecurityHeadersOptions = {
  brand: winora,
  consent: { tool: 'embedded' },
  tagManagerId: null,
  captchaScriptUrl: 'http://127.0.0.1:4400/recaptcha/api.js',
  webToCaseUrl: 'http://127.0.0.1:4400/servlet/servlet.WebToCase?encoding=UTF-8',
  contentAssetOrigins: ['http://127.0.0.1:4190'],
  contentApiOrigins: ['http://127.0.0.1:4190'],
  editorBridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
  commerceOrigins: ['http://127.0.0.1:4180', 'http://127.0.0.1:4180'],
  inlineScripts: ['location.replace("/at-de/"+location.search+location.hash)'],
  dealerFinderPaths: ['/de-de/haendler-finden/', '/at-de/haendler-finden/'],
};
const directives = (csp: string): Record<string, string[]> => Object.fromEntries(csp.split('; ').map((d) => {
  const [name, ...sources] = d.split(' ');
  return [name!, sources];
}));

describe('contentSecurityPolicy (issue 18: pages had no CSP)', () => {
  it("builds a brand whose config as written has no security section (raleigh's build failed on it)", () => {
    const { security: _none, ...raleigh } = brandConfigs.raleigh as typeof brandConfigs.raleigh & { security?: unknown };
    expect(directives(contentSecurityPolicy({ ...base, brand: raleigh as never }))['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4400']);
  });

  it('allows self and exactly the configured services, each where it is used', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", scriptHash(base.inlineScripts[0]!), 'http://127.0.0.1:4400', 'https://app.storyblok.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4190', 'http://127.0.0.1:4180']);
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4180', 'http://127.0.0.1:4400', 'http://127.0.0.1:4190']);
    expect(csp['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4400', 'https://www.youtube-nocookie.com']);
    expect(csp['form-action']).toEqual(["'self'", 'http://127.0.0.1:4400']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('never lets scripts run inline or from eval: the one inline script is allowed by its SHA-256', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    const expected = createHash('sha256').update('location.replace("/at-de/"+location.search+location.hash)').digest('base64');
    expect(csp['script-src']).toContain(`'sha256-${expected}'`);
  });

  it('adds the production consent tool and the tag manager only when the build has them', () => {
    const csp = directives(contentSecurityPolicy({ ...base, consent: { tool: 'onetrust', scriptUrl: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', domainId: '0190b6f2-0000-7000-8000-000000000000' }, tagManagerId: 'GTM-ABC123' }));
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://cdn.cookielaw.org', 'https://www.googletagmanager.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://cdn.cookielaw.org', 'https://*.google-analytics.com']));
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
  });

  it('widens only as the brand config says, with origins, never keywords', () => {
    const sparta = resolveBrandConfig('sparta', brandConfigs.sparta);
    expect(directives(contentSecurityPolicy({ ...base, brand: sparta }))['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4400']);
    const widened = { ...brandConfigs.sparta, security: { contentSecurityPolicy: { 'script-src': ['https://widget.example.com'] } } };
    expect(directives(contentSecurityPolicy({ ...base, brand: resolveBrandConfig('sparta', widened) }))['script-src']).toContain('https://widget.example.com');
    const unsafe = { ...brandConfigs.sparta, security: { contentSecurityPolicy: { 'script-src': ["'unsafe-inline'"] } } };
    expect(v.safeParse(BrandConfigSchema, unsafe).success).toBe(false);
    expect(() => resolveBrandConfig('sparta', unsafe)).toThrow(/unsafe-inline|https origin/);
  });
});

describe('securityHeaderRules', () => {
  const rules = securityHeaderRules(base);

  it('gives every path CSP, HSTS, nosniff, frame protection, Referrer-Policy and a Permissions-Policy without geolocation', () => {
    expect(rules[0]).toMatchObject({ for: '/*' });
    expect(Object.keys(rules[0]!.values)).toEqual(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy']);
    expect(rules[0]!.values['Permissions-Policy']).toContain('geolocation=()');
    expect(rules[0]!.values['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('allows geolocation on the dealer finder pages alone', () => {
    expect(rules.slice(1)).toEqual([
      { for: '/at-de/haendler-finden/', values: { 'Permissions-Policy': expect.stringContaining('geolocation=(self)') } },
      { for: '/de-de/haendler-finden/', values: { 'Permissions-Policy': expect.stringContaining('geolocation=(self)') } },
    ]);
  });
});
