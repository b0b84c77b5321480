/**
 * Browser runtime of the engine, as a site uses it: `hydrate` and its events. Only this, so that the
 * parts `hydrate` loads after hydration (route-change effects, prefetch, service worker, server-only
 * reader) stay in their own chunks; the building blocks are exported from `@cycle/engine/client/parts`.
 */
export { hydrate, DELAYED_LOAD_EVENT, ROUTE_UPDATE_EVENT } from './hydrate.tsx';
export type { HydrateOptions, PageModule, ClientRuntime } from './hydrate.tsx';
export type { ServiceWorkerMode, ServiceWorkerOutcome } from './boot/register-service-worker.ts';
export type { PageLoadResult, LoaderError, PageResources } from './loader/index.ts';
export type { NavigationLocation, NavigatorState } from './navigation/index.ts';
