import { describe, expect, it, vi } from 'vitest';
import type { RscData } from '../../shared/page-data-schema.ts';
import { createFakeFetch, type FakeRoute } from '../../testing/fake-fetch.ts';
import { pageDataFixture } from '../../testing/page-data-fixture.ts';
import { createLoader } from './create-loader.ts';
import { RSC_MAX_ATTEMPTS, RSC_RETRY_MS } from './fetch-rsc-data.ts';
import type { PageLoadResult } from './load-result.ts';

type Module = { readonly default: string; readonly html?: string };
const APP_DATA = '/page-data/app-data.json';
const LEGAL_DATA = '/page-data/legal/page-data.json';
const LEGAL_RSC = '/page-data/legal/page-data-rsc.json';
const legalPage = pageDataFixture('/legal/', { componentChunkName: 'legal', serverOnly: true });
const rsc: RscData = { path: '/legal/', html: '<h1>Imprint</h1>', head: legalPage.head, webpackCompilationHash: 'build-1', css: ['/assets/legal.css'] };

function setup(rscRoute: FakeRoute) {
  const fake = createFakeFetch({ [APP_DATA]: { body: { webpackCompilationHash: 'build-1' } }, [LEGAL_DATA]: { body: legalPage }, [LEGAL_RSC]: rscRoute });
  const chunk = vi.fn(async (): Promise<Module> => ({ default: 'Legal' }));
  const waits: number[] = [];
  const loader = createLoader<Module>({
    fetch: fake.fetch,
    components: { legal: chunk },
    serverOnlyModule: (payload) => ({ default: 'ServerOnly', html: payload.html }),
    delay: async (ms) => {
      waits.push(ms);
    },
  });
  return { fake, loader, chunk, waits };
}

function loaded(result: PageLoadResult<Module>) {
  if (result.status === 'error') throw new Error(`expected a page, got ${result.error.type}: ${result.error.message}`);
  return result;
}

describe('partial hydration: server-only pages', () => {
  it('fetches -rsc.json and renders its fragment without loading the component chunk', async () => {
    const { fake, loader, chunk } = setup({ body: rsc });
    const result = loaded(await loader.loadPage('/legal/'));
    expect(result.resources.module).toEqual({ default: 'ServerOnly', html: '<h1>Imprint</h1>' });
    expect(chunk).not.toHaveBeenCalled();
    expect(fake.count(LEGAL_RSC)).toBe(1);
  });

  it(`retries an incomplete read (a truncated payload) every ${RSC_RETRY_MS} ms until it is whole`, async () => {
    const whole = JSON.stringify(rsc);
    const { fake, loader, waits } = setup([{ body: whole.slice(0, 20) }, { status: 0 }, { body: whole }]);
    const result = loaded(await loader.loadPage('/legal/'));
    expect(result.resources.module.html).toBe('<h1>Imprint</h1>');
    expect(fake.count(LEGAL_RSC)).toBe(3);
    expect(waits.filter((ms) => ms === RSC_RETRY_MS)).toHaveLength(2);
  });

  it(`fixes quirk (the origin hung after its first retry): gives up after ${RSC_MAX_ATTEMPTS} reads with a retryable error`, async () => {
    const { fake, loader } = setup({ body: '{"path":"/leg' });
    const result = await loader.loadPage('/legal/');
    expect(result).toMatchObject({ status: 'error', retryable: true, error: { type: 'rsc/incomplete' } });
    expect(fake.count(LEGAL_RSC)).toBe(RSC_MAX_ATTEMPTS);
  });

  it('a missing -rsc.json fails at once, not retryable (a full page load shows the page)', async () => {
    const { fake, loader } = setup({ status: 404, body: 'Not found' });
    const result = await loader.loadPage('/legal/');
    expect(result).toMatchObject({ status: 'error', retryable: false, error: { type: 'rsc/http-404' } });
    expect(fake.count(LEGAL_RSC)).toBe(1);
  });

  it('a runtime that cannot show server-only pages gets an error value, not a crash', async () => {
    const fake = createFakeFetch({ [APP_DATA]: { body: { webpackCompilationHash: 'build-1' } }, [LEGAL_DATA]: { body: legalPage } });
    const loader = createLoader<Module>({ fetch: fake.fetch, components: {} });
    expect(await loader.loadPage('/legal/')).toMatchObject({ status: 'error', error: { type: 'rsc/unsupported' } });
  });
});

describe('not-found page per market', () => {
  const frNotFound = pageDataFixture('/fr-fr/404/', { componentChunkName: 'not-found', head: { title: 'Page introuvable', lang: 'fr', alternates: [] } });
  const siteNotFound = pageDataFixture('/404.html', { componentChunkName: 'not-found' });
  const notFoundPage = (path: string) => (path.startsWith('/fr-fr/') ? '/fr-fr/404/' : '/404.html');

  function market(routes: Record<string, FakeRoute>) {
    const fake = createFakeFetch({ [APP_DATA]: { body: { webpackCompilationHash: 'build-1' } }, '/page-data/404.html/page-data.json': { body: siteNotFound }, ...routes });
    const loader = createLoader<Module>({ fetch: fake.fetch, components: { 'not-found': async () => ({ default: 'NotFound' }) }, notFoundPage });
    return { fake, loader };
  }

  it("a missing page under /fr-fr/ shows the market's own not-found page, in French, at the requested URL", async () => {
    const { loader } = market({ '/page-data/fr-fr/404/page-data.json': { body: frNotFound } });
    const result = await loader.loadPage('/fr-fr/velos-disparus/');
    expect(result.status).toBe('not-found');
    expect(loaded(result).resources).toMatchObject({ pagePath: '/fr-fr/404/', notFound: true, pageData: { head: { lang: 'fr' } } });
  });

  it("falls back to /404.html when the market's not-found data is missing too", async () => {
    const { loader } = market({});
    const result = loaded(await loader.loadPage('/fr-fr/velos-disparus/'));
    expect(result.resources).toMatchObject({ pagePath: '/404.html', notFound: true });
  });
});
