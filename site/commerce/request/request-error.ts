import type { ResultError } from '@cycle/engine/shared';

/**
 * Why a request failed, as a value:
 * - `http`: the server answered outside 2xx; `body` is its parsed error body (spec §8: "a non-OK response is a
 *   failure with the error body"); retryable for 5xx and 429;
 * - `network`: no answer (refused, reset, DNS); retryable;
 * - `timeout`: no answer within the endpoint's `timeoutMs`; message `Timeout`; retryable;
 * - `parse`: a 2xx whose body is not JSON or does not fit the expected shape; not retryable;
 * - `aborted`: the caller's signal aborted it; not retryable.
 */
export interface RequestError extends ResultError {
  readonly type: 'http' | 'network' | 'timeout' | 'parse' | 'aborted';
  readonly status?: number;
  /** Parsed body of a non-OK answer (JSON, else the text, else `undefined`). */
  readonly body?: unknown;
  /** The request's URL, for logs. */
  readonly url: string;
}

/** 5xx and 429 may succeed on a retry; other statuses will not. */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 429;
