/** What a route handler answers: status, JSON body (or none) and extra headers. */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** `body` already serialised as UTF-8 (cached answers are serialised once). */
  readonly serialized?: Buffer;
}

/** One entry of Shopware's `{"errors":[…]}` body. */
export interface StoreApiErrorEntry {
  readonly status: string;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly meta: { readonly parameters: Readonly<Record<string, unknown>> | readonly never[] };
  readonly source?: { readonly pointer: string };
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 412: 'Precondition Failed', 413: 'Payload Too Large', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const noContent = (): Reply => ({ status: 204 });

/** Shopware's JSON error shape (reference §2): status as a string, code, title, detail, meta.parameters, optional pointer. */
export function storeApiError(status: number, code: string, detail: string, parameters: Readonly<Record<string, unknown>> = {}, pointer?: string, title?: string): Reply {
  const entry: StoreApiErrorEntry = {
    status: String(status),
    code,
    title: title ?? REASONS[status] ?? 'Error',
    detail,
    meta: { parameters: Object.keys(parameters).length === 0 ? [] : parameters },
    ...(pointer === undefined ? {} : { source: { pointer } }),
  };
  return { status, body: { errors: [entry] } };
}

/** Symfony's NotBlank violation id: what Shopware sends for a missing required field. */
export const VIOLATION_NOT_BLANK = 'c1051bb4-d103-4f74-8988-acbcafc7fdc3';
/** A 400 constraint violation on one field. */
export const violation = (pointer: string, detail: string, code = VIOLATION_NOT_BLANK): Reply =>
  storeApiError(400, code, detail, {}, pointer, 'Constraint violation error');

export const customerNotLoggedIn = (): Reply => storeApiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
