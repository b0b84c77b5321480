/**
 * Every browser spec imports `test` and `expect` from here instead of `@playwright/test`: the same API, plus an
 * automatic check that the page broke none of the Content-Security-Policy the build wrote (`_headers.json`,
 * applied by our static server exactly as a CDN applies `_headers`). Chromium reports each blocked script,
 * style, image, connection or frame on the console ("Refused to … because it violates the following Content
 * Security Policy directive"); any such line fails the test that caused it, naming the page and the directive.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page): void => {
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
