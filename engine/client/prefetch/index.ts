/** Prefetch policy of the browser runtime: when, how much, and for which links. */
export { PREFETCH_POLICY } from './prefetch-policy.ts';
export type { PrefetchPolicy } from './prefetch-policy.ts';
export { canPrefetch } from './connection.ts';
export type { PrefetchEnvironment } from './connection.ts';
export { createPrefetchQueue } from './create-prefetch-queue.ts';
export type { CreatePrefetchQueueOptions, PrefetchFn, PrefetchHandle, PrefetchQueue, RequestIdle, Schedule } from './create-prefetch-queue.ts';
export { observeLinks } from './observe-links.ts';
export type { IntersectionObserverLike, MutationObserverLike, ObserveLinksOptions, VisibilityEntry } from './observe-links.ts';
export { browserPrefetchEnvironment } from './browser-prefetch-environment.ts';
export type { BrowserPrefetchEnvironment, PrefetchWindow } from './browser-prefetch-environment.ts';
export { prefetchOutcome } from './prefetch-outcome.ts';
export type { PrefetchOutcome, PrefetchOutcomeOptions } from './prefetch-outcome.ts';
