import { createHash, randomBytes } from 'node:crypto';
import { isChannelDomain } from '../http/channel-urls.ts';
import { customerNotLoggedIn, json, storeApiError, violation, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { countryId, salutationId, COUNTRY_NAMES } from '../seed/reference-data.ts';
import { mintToken } from '../http/tokens.ts';

const hashPassword = (password: string, salt: string): string => `${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
const checkPassword = (password: string, stored: string | null): boolean => stored !== null && hashPassword(password, stored.split(':')[0] ?? '') === stored;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Customer JSON (reference §7) of a stored customer, or null. */
export async function loadCustomer(scope: Scope, id: string): Promise<Record<string, unknown> | null> {
  const row = (await scope.db.query<{ doc: Record<string, unknown> }>('select doc from customer where id = $1', [id])).rows[0];
  return row?.doc ?? null;
}

interface Address { street?: unknown; city?: unknown; zipcode?: unknown; countryId?: unknown; firstName?: unknown; lastName?: unknown }

/** `POST /account/register`: guest or account; validation with pointers; returns the Customer and a new token. */
export async function registerRoute(scope: Scope): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  const guest = body['guest'] === true;
  const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
  for (const field of ['email', 'firstName', 'lastName', 'storefrontUrl'] as const) if (text(body[field]) === '') return violation(`/${field}`, 'This value should not be blank.');
  if (!EMAIL.test(text(body['email']))) return violation('/email', 'This value is not a valid email address.', 'bd79c0ab-ddba-46cc-a703-a7a4b08de310');
  if (!guest && text(body['password']).length < 8) return violation('/password', 'This value is too short. It should have 8 characters or more.', '9ff3fdc4-b214-49db-8718-39c315e33d45');
  if (!isChannelDomain(scope.channel, text(body['storefrontUrl']))) return violation('/storefrontUrl', `The value ${text(body['storefrontUrl'])} is not a valid domain of this sales channel.`, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
  const billing = (body['billingAddress'] ?? undefined) as Address | undefined;
  if (billing === undefined || typeof billing !== 'object') return violation('/billingAddress', 'This value should not be blank.');
  for (const field of ['street', 'city', 'countryId'] as const) if (text(billing[field]) === '') return violation(`/billingAddress/${field}`, 'This value should not be blank.');
  if (text(billing.zipcode) === '') return violation('/billingAddress/zipcode', 'This value should not be blank.', 'VIOLATION::ZIPCODE_IS_BLANK_ERROR');
  const iso = Object.keys(COUNTRY_NAMES).find((c) => countryId(c) === billing.countryId);
  if (iso === undefined) return violation('/billingAddress/countryId', 'The selected country does not exist.', 'VIOLATION::ENTITY_DOES_NOT_EXISTS');
  const email = text(body['email']).toLowerCase();
  if (!guest) {
    const taken = await scope.db.query('select 1 from customer where access_key = $1 and email = $2 and not guest', [scope.channel.accessKey, email]);
    if (taken.rows.length > 0) return violation('/email', `The email address ${email} is already in use`, 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE');
  }
  const id = randomBytes(16).toString('hex');
  const address = {
    id: randomBytes(16).toString('hex'), firstName: text(billing.firstName) || text(body['firstName']), lastName: text(billing.lastName) || text(body['lastName']),
    street: text(billing.street), zipcode: text(billing.zipcode), city: text(billing.city), countryId: billing.countryId, country: { id: billing.countryId, iso, name: COUNTRY_NAMES[iso] },
    countryStateId: null, company: null, phoneNumber: null, apiAlias: 'customer_address',
  };
  const number = await scope.db.query<{ n: string }>(`select nextval('order_number_seq')::text as n`);
  const doc = {
    id, customerNumber: `C${number.rows[0]?.n ?? '0'}`, email, firstName: text(body['firstName']), lastName: text(body['lastName']),
    salutationId: typeof body['salutationId'] === 'string' ? body['salutationId'] : salutationId('not_specified'), guest, active: true, groupId: 'cfbd5018d38d41d8adca10d94fc8bdd6',
    defaultBillingAddressId: address.id, defaultShippingAddressId: address.id, activeBillingAddress: address, activeShippingAddress: address, defaultBillingAddress: address, defaultShippingAddress: address,
    defaultPaymentMethodId: null, accountType: 'private', createdAt: new Date().toISOString(), apiAlias: 'customer',
  };
  const salt = randomBytes(8).toString('hex');
  await scope.db.query('insert into customer (id, access_key, email, password, guest, doc) values ($1, $2, $3, $4, $5, $6)', [id, scope.channel.accessKey, email, guest ? null : hashPassword(text(body['password']), salt), guest, JSON.stringify(doc)]);
  const token = await rotateToken(scope, id);
  return { status: 200, body: doc, headers: { 'sw-context-token': token } };
}

/** Moves the session (cart included) to a new token bound to `customerId` (login, register, logout). */
async function rotateToken(scope: Scope, customerId: string | null): Promise<string> {
  const token = mintToken();
  await scope.db.query(
    `insert into context (token, access_key, customer_id, shipping_method, payment_method, language_code) values ($1, $2, $3, $4, $5, $6)`,
    [token, scope.channel.accessKey, customerId, scope.context.shippingMethod, scope.context.paymentMethod, scope.languageCode],
  );
  await scope.db.query('update cart_line_item set token = $2 where token = $1', [scope.token, token]);
  await scope.db.query('delete from context where token = $1', [scope.token]);
  return token;
}

/** `POST /account/login {username, password}`: 401 bad credentials; new token, guest cart kept. */
export async function loginRoute(scope: Scope): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  const email = typeof body['username'] === 'string' ? body['username'].trim().toLowerCase() : '';
  const row = (await scope.db.query<{ id: string; password: string | null }>('select id, password from customer where access_key = $1 and email = $2 and not guest', [scope.channel.accessKey, email])).rows[0];
  if (row === undefined || !checkPassword(typeof body['password'] === 'string' ? body['password'] : '', row.password)) {
    return storeApiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');
  }
  const token = await rotateToken(scope, row.id);
  return { status: 200, body: { redirectUrl: null, apiAlias: 'array_struct' }, headers: { 'sw-context-token': token } };
}

/** `POST /account/logout`: login required; new anonymous token, cart left behind. */
export async function logoutRoute(scope: Scope): Promise<Reply> {
  if (scope.context.customerId === null) return customerNotLoggedIn();
  const token = mintToken();
  return { status: 200, body: { redirectUrl: null, apiAlias: 'array_struct' }, headers: { 'sw-context-token': token } };
}

/** `GET|POST /account/customer`: the Customer (guests too); 403 when anonymous. */
export async function customerRoute(scope: Scope): Promise<Reply> {
  if (scope.context.customerId === null) return customerNotLoggedIn();
  const customer = await loadCustomer(scope, scope.context.customerId);
  return customer === null ? customerNotLoggedIn() : json(customer);
}
