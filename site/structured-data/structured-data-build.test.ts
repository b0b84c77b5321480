import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '@cycle/engine/build';
import type { SiteDefinition } from '@cycle/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixtureSite } from '../../tests/fixtures/basic-site/site.tsx';
import { CHF_SETTINGS, productPage } from '../analytics/shop-fixtures.ts';
import type { ProductPageData } from '../commerce/catalogue/page-data.ts';
import { checkBuiltStructuredData } from './check-built-structured-data.server.ts';
import { withStructuredData } from './page-structured-data.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'structured-data-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SITE = { origin: 'https://fixture.test', name: 'Fixture Bikes', logo: '/favicon.svg' };

/** The engine's fixture site, its home and product pages carrying JSON-LD the way site.tsx adds it. */
function siteWithStructuredData(product: ProductPageData): SiteDefinition {
  const site = createFixtureSite();
  return {
    ...site,
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

  it('the build check reads every page and finds every block valid', () => {
    const report = checkBuiltStructuredData(good);
    expect(report.problems).toEqual([]);
    expect(report.types).toEqual({ Organization: 2, ProductGroup: 2, BreadcrumbList: 2 });
    expect(report.pages).toBe(8);
  });

  it('a page with invalid structured data fails the build, naming the page and the property', async () => {
    const broken = productPage({ commerce: { ...CHF_SETTINGS, currency: 'EURO' } });
    await expect(buildSite({ site: siteWithStructuredData(broken), outDir: path.join(tmp, 'broken') })).rejects.toThrow(
      /\/at-de\/p\/sinus-n8\/: structured data ProductGroup\.hasVariant\[0\]\.offers\.priceCurrency must be an ISO 4217 currency code such as EUR \(is "EURO"\)/,
    );
    expect(fs.existsSync(path.join(tmp, 'broken', 'at-de/p/sinus-n8/index.html'))).toBe(false);
  });

  it('the output check names a page whose JSON-LD was broken after rendering (whatever wrote it)', () => {
    const file = path.join(good, 'fr-fr/p/sinus-n8/index.html');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"availability":"https://schema.org/InStock"', '"availability":"in stock"'));
    fs.writeFileSync(path.join(good, 'at-de/404/index.html'), '<html><head><script type="application/ld+json">{"@type":</script></head></html>');
    const { problems } = checkBuiltStructuredData(good);
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/at-de\/404\/: structured data \(block 1\) is not JSON: /),
      '/fr-fr/p/sinus-n8/: structured data (block 1) ProductGroup.hasVariant[0].offers.availability must be a schema.org ItemAvailability URL such as https://schema.org/InStock (is "in stock")',
    ]));
  });
});
