/**
 * No request kills the commerce service: every hostile raw request (broken framing, paths, headers, bodies) and
 * every wrong-typed JSON body on every store-api route is answered below 500 (or the connection is closed
 * when the framing leaves nothing to answer), no answer redirects off the service's origin, and afterwards the
 * service still answers the store-api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceService, type CommerceService } from '../../services/commerce/create-commerce-server.ts';
import { ROUTES } from '../../services/commerce/http/route-table.ts';
import { call } from '../../services/commerce/testing/start-test-service.ts';
import { fuzzServer, HOSTILE_REQUESTS, sendRaw } from './hostile-requests.ts';

let service: CommerceService;
beforeAll(async () => {
  // In memory and with the test hooks on: the widest surface a hostile client could meet.
  service = await startCommerceService({ port: 0, control: true });
});
afterAll(async () => {
  await service.close();
});

const storeApi = (): { storeApi: string } => ({ storeApi: `${service.url}/store-api` });

/** Whether a Location stays on the service: a path, or the service's own origin. */
const onOrigin = (location: string): boolean => (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) || location.startsWith(`${service.url}/`);

describe('commerce service under hostile raw requests', () => {
  it(`answers all ${HOSTILE_REQUESTS.length} hostile raw requests below 500, redirects nowhere else, and still serves`, async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    // Every one of them gets an answer (CONNECT included: 405), none is dropped unanswered.
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: onOrigin });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const context = await call(storeApi(), 'GET', '/context');
    expect(context.status).toBe(200);
    expect(context.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9]{32}$/);
  }, 120_000);

  it('targets a URL parser chokes on are paths like any other (404, before: 500); a target that is no path is 400', async () => {
    const status = async (target: string): Promise<number | null> => (await sendRaw(service.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).status;
    for (const target of ['//', '//[', '//:99999', '///']) expect(await status(target), target).toBe(404);
    for (const target of ['*', 'http://evil.example/']) expect(await status(target), target).toBe(400);
    expect((await call(storeApi(), 'GET', '/context')).status).toBe(200);
  });
});

/** JSON bodies of the wrong shape: every type where an object, array, string or number is expected. */
const WRONG_BODIES: readonly unknown[] = [
  null, [], 'x', 1, true, { items: null }, { items: [null] }, { items: [1] }, { items: [{}] }, { items: [{ type: 'product', id: {}, quantity: 1 }] },
  { items: [{ type: 'product', id: 'x', quantity: 1e308 }] }, { items: [{ type: 'product', id: 'x', quantity: 2 ** 53 }] }, { items: [{ id: 'x', quantity: -1 }] },
  { ids: [null] }, { ids: 'x' }, { ids: [{}] }, { orderId: {} }, { orderId: 'x', finishUrl: 5, errorUrl: [] }, { filter: 'x' }, { filter: [null] }, { filter: [{ type: 'multi', queries: 'x' }] },
  { email: 5, password: {}, username: [] }, { guest: true, email: 'a@b.cd', firstName: 'a', lastName: 'b', storefrontUrl: 'http://127.0.0.1/de-de', billingAddress: 'x' },
  { guest: true, email: 'a@b.cd', firstName: 'a', lastName: 'b', storefrontUrl: 'http://127.0.0.1/de-de', billingAddress: { street: 1, city: [], countryId: {} } },
  { paymentMethodId: 5, shippingMethodId: {}, languageId: [], countryId: 5 }, { limit: 1e308 }, { page: 2 ** 53 }, { limit: 'abc' }, { associations: 5 }, { includes: 5 },
  { sort: 'x' }, { term: 5 }, { 'total-count-mode': {} }, { customerComment: {} }, { option: {}, email: {}, storefrontUrl: {} },
];

describe('commerce service under wrong-typed JSON on every route', () => {
  it(`answers ${WRONG_BODIES.length} wrong bodies on each of the ${ROUTES.length} routes below 500, errors in Shopware's shape`, async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of ROUTES) {
      // `/product/:id` and the like: any segment will do.
      const path = route.pattern.source.replace(/^\^|\$$/g, '').replace(/\(\[\^\/\]\+\)/g, '0123').replace(/\\\//g, '/');
      for (const method of route.methods.filter((m) => m !== 'GET')) {
        for (const body of WRONG_BODIES) {
          sent++;
          const r = await call(storeApi(), method, path, { token: `wrong-body-${sent}`, body });
          const shaped = r.status < 400 || (Array.isArray(r.body?.errors) && r.body.errors.every((e: any) => typeof e.status === 'string' && typeof e.code === 'string' && typeof e.detail === 'string'));
          if (r.status >= 500 || !shaped) problems.push(`${method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${r.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    expect((await call(storeApi(), 'GET', '/context')).status).toBe(200);
  }, 300_000);
});
