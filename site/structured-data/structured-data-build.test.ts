import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '@cycle/engine/build';
import type { SiteDefinition } from '@cycle/engine';
import { createElement, type ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixtureSite } from '../../tests/fixtures/basic-site/site.tsx';
import { CHF_SETTINGS, productPage } from '../analytics/shop-fixtures.ts';
import type { ProductPageData } from '../commerce/catalogue/page-data.ts';
import { checkPageStructuredData, structuredDataReport } from './check-page-structured-data.server.ts';
import { withStructuredData } from './page-structured-data.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'structured-data-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SITE = { origin: 'https://fixture.test', name: 'Fixture Bikes', logo: '/favicon.svg' };

/** The engine's fixture site, its home and product pages carrying JSON-LD the way site.tsx adds it, checked as site.tsx checks it. */
function siteWithStructuredData(product: ProductPageData, more: Partial<SiteDefinition> = {}): SiteDefinition {
  const site = createFixtureSite();
  return {
    ...site,
    checkPage: checkPageStructuredData,
    async loadPage(route) {
      const page = await site.loadPage(route);
      if (route.kind === 'Home') return withStructuredData(route, page, SITE);
      // The fixture's product component keeps its own data; the JSON-LD comes from a shop product.
      if (route.kind === 'Product') {
        const shop: { data: unknown; head: typeof page.head; headHtml?: string } = { data: product, head: page.head };
        return { ...page, headHtml: withStructuredData(route, shop, SITE).headHtml ?? '' };
      }
      return page;
    },
    ...more,
  };
}

describe('structured data in a build', async () => {
  const good = path.join(tmp, 'good');
  await buildSite({ site: siteWithStructuredData(productPage()), outDir: good });

  it('writes the JSON-LD into the head of each page, not into its page data', () => {
    const html = fs.readFileSync(path.join(good, 'at-de/p/sinus-n8/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProductGroup"');
    expect(head).toContain('"@type":"BreadcrumbList"');
    expect(fs.readFileSync(path.join(good, 'at-de/index.html'), 'utf8')).toContain('"@type":"Organization","name":"Fixture Bikes","url":"https://fixture.test/"');
    expect(fs.readFileSync(path.join(good, 'page-data/at-de/p/sinus-n8/page-data.json'), 'utf8')).not.toContain('ld+json');
  });

  it('the check in the render threads reads every page and finds every block valid', async () => {
    const report = await buildSite({ site: siteWithStructuredData(productPage()), outDir: path.join(tmp, 'checked') });
    const found = structuredDataReport(report.pageChecks!);
    expect(found.problems).toEqual([]);
    expect(found.types).toEqual({ Organization: 2, ProductGroup: 2, BreadcrumbList: 2 });
    expect(found.blocks).toBe(6);
    expect(found.pages).toBe(8);
  });

  it('a page with invalid structured data fails the build, naming the page and the property', async () => {
    const broken = productPage({ commerce: { ...CHF_SETTINGS, currency: 'EURO' } });
    await expect(buildSite({ site: siteWithStructuredData(broken), outDir: path.join(tmp, 'broken') })).rejects.toThrow(
      /\/at-de\/p\/sinus-n8\/: structured data ProductGroup\.hasVariant\[0\]\.offers\.priceCurrency must be an ISO 4217 currency code such as EUR \(is "EURO"\)/,
    );
    expect(fs.existsSync(path.join(tmp, 'broken', 'at-de/p/sinus-n8/index.html'))).toBe(false);
  });

  it('the check names every page whose JSON-LD is invalid, whatever wrote it: a content component in the body, head HTML, a tag split across chunks', async () => {
    const site = createFixtureSite();
    const json = '{"@context":"https://schema.org","@type":"Product","name":"Sinus","offers":{"@type":"Offer","price":"12,5","priceCurrency":"EUR","availability":"https://schema.org/InStock","url":"https://fixture.test/p/"}}';
    const BrokenStory = (): ReactNode => createElement('article', null, createElement('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: json } }));
    const valid = siteWithStructuredData(productPage(), { pages: { ...site.pages, story: BrokenStory } });
    const broken = siteWithStructuredData(productPage(), {
      pages: valid.pages,
      async loadPage(route) {
        const page = await valid.loadPage(route);
        return route.path === '/fr-fr/404/' ? { ...page, headHtml: '<script type="application/ld+json">{"@type":</script>' } : page;
      },
    });
    // Chunks of 64 bytes: every tag spans several.
    const report = await buildSite({ site: broken, outDir: path.join(tmp, 'body'), chunkSize: 64 });
    expect(structuredDataReport(report.pageChecks!).problems).toEqual([
      '/at-de/story/: structured data (block 1) Product.offers.price must be a number or a numeric string with a dot, no currency sign (is "12,5")',
      expect.stringMatching(/^\/fr-fr\/404\/: structured data \(block 1\) is not JSON: /),
    ]);
  });
});
