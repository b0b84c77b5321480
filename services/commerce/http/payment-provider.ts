import type { Database } from '../database/open-database.ts';
import { setPaymentState, takePaymentSession } from '../routes/checkout-routes.ts';
import { storeApiError, type Reply } from './reply.ts';

/**
 * `GET /payment/provider?session=…`: the fake Klarna page. It takes the one-time session `/handle-payment` made,
 * marks the order paid and sends the shopper to the `finishUrl` given there, which that route checked against
 * the sales channel's domains. Without a session there is nothing to pay and nowhere to go: 404, never a
 * redirect to a URL from the query string.
 */
export async function paymentProvider(db: Database, query: URLSearchParams): Promise<Reply> {
  const id = query.get('session') ?? '';
  const session = id === '' ? undefined : await takePaymentSession(db, id);
  if (session === undefined) return storeApiError(404, 'CHECKOUT__PAYMENT_SESSION_NOT_FOUND', 'This payment session is unknown or was already used.');
  await setPaymentState({ db }, session.orderId, 'paid');
  if (session.finishUrl === null) return { status: 200, body: { orderId: session.orderId, paymentState: 'paid' } };
  return { status: 302, headers: { location: session.finishUrl } };
}
