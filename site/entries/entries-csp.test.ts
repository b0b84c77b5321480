import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { contentSecurityPolicy, type SecurityHeadersOptions } from '../security/security-headers.ts';

const base: SecurityHeadersOptions = {
  brand: resolveBrandConfig('winora', brandConfigs.winora),
  consent: { tool: 'embedded' },
  tagManagerId: null,
  captchaScriptUrl: 'http://127.0.0.1:4400/recaptcha/api.js',
  webToCaseUrl: 'http://127.0.0.1:4400/servlet/servlet.WebToCase?encoding=UTF-8',
  contentAssetOrigins: ['http://127.0.0.1:4190'],
  contentApiOrigins: ['http://127.0.0.1:4190'],
  editorBridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
  commerceOrigins: ['http://127.0.0.1:4180'],
  inlineScripts: [],
  dealerFinderPaths: [],
};
const directive = (csp: string, name: string): string[] => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the entries service in the Content-Security-Policy', () => {
  it('the entry form may post to it, run its captcha widget and show the contest photos from it; nothing else of it', () => {
    const csp = contentSecurityPolicy({ ...base, entriesUrl: 'https://entries.example.com/base' });
    for (const name of ['connect-src', 'script-src', 'img-src']) expect(directive(csp, name), name).toContain('https://entries.example.com');
    for (const name of ['frame-src', 'form-action', 'style-src']) expect(directive(csp, name), name).not.toContain('https://entries.example.com');
    expect(contentSecurityPolicy(base)).not.toContain('4240');
  });
});
