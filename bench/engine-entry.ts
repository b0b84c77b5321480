// Bundle entry for the benchmark: the workload site and the engine that builds it, in one module graph.
export { site } from './workload-site.tsx';
export { buildSite } from '@cycle/engine';
