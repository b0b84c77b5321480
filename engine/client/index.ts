/** Browser runtime of the engine. */
export { hydrate, loadPageResources } from './hydrate.tsx';
export type { HydrateOptions } from './hydrate.tsx';
export { fetchJson } from './fetch-json.ts';
