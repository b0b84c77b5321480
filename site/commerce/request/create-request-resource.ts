import type { Result } from '@cycle/engine/shared';
import type { RequestClient, RequestInput, RequestResponse } from './create-request-client.ts';
import type { Endpoint } from './endpoint.ts';
import type { RequestError } from './request-error.ts';

/** State of one endpoint call as a UI sees it. */
export type ResourceState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly response: RequestResponse }
  | { readonly status: 'failed'; readonly error: RequestError };

export const IDLE_RESOURCE: ResourceState = Object.freeze({ status: 'idle' });

/** A store over one endpoint call: what a React hook reads through `useSyncExternalStore`. */
export interface RequestResource {
  getState(): ResourceState;
  subscribe(listener: () => void): () => void;
  /** Sends the call (again); the latest run wins if runs overlap. */
  run(input?: RequestInput): Promise<Result<RequestResponse, RequestError>>;
}

/**
 * Creates the store and, when the endpoint fires automatically (GET by default, spec §7), starts the call
 * at once with `input`; other endpoints wait for `run`.
 */
export function createRequestResource(client: RequestClient, endpoint: Endpoint, input: RequestInput = {}): RequestResource {
  let state: ResourceState = IDLE_RESOURCE;
  let latest = 0;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function run(runInput: RequestInput = input): Promise<Result<RequestResponse, RequestError>> {
    const id = ++latest;
    set({ status: 'loading' });
    const outcome = await client.request(endpoint, runInput);
    if (id === latest) set(outcome.ok ? { status: 'success', response: outcome.value } : { status: 'failed', error: outcome.error });
    return outcome;
  }

  if (endpoint.auto) void run(input);
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run,
  };
}
