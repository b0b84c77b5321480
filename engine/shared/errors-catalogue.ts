/**
 * Every error a site author or brand engineer can cause, in one place
 * (user and configuration mistakes). Bugs use `invariant()` instead.
 */
export interface CatalogueEntry {
  readonly name: string;
  readonly title: string;
  readonly message: (...args: never[]) => string;
  readonly hint?: string;
}

export const ErrorsCatalogue = {
  DuplicateRoute: {
    name: 'DuplicateRoute',
    title: 'Two routes share a path',
    message: (path: string) => `The route ${path} is declared more than once.`,
    hint: 'Every page path must be unique; check the sources that contribute routes.',
  },
  InvalidRoutePath: {
    name: 'InvalidRoutePath',
    title: 'Invalid route path',
    message: (path: string, why: string) => `The route path "${path}" is invalid: ${why}.`,
    hint: 'Paths start with "/" and end with "/" (or ".html" for file pages).',
  },
  UnknownComponent: {
    name: 'UnknownComponent',
    title: 'Route names an unknown component',
    message: (path: string, component: string) =>
      `The route ${path} uses component "${component}", which the site does not define.`,
    hint: 'Add the component to `pages` in defineSite().',
  },
  UnknownSlice: {
    name: 'UnknownSlice',
    title: 'Route names an unknown slice component',
    message: (path: string, component: string) =>
      `The route ${path} uses slice component "${component}", which the site does not define.`,
  },
  HreflangNotReciprocal: {
    name: 'HreflangNotReciprocal',
    title: 'hreflang cluster is not reciprocal',
    message: (key: string, detail: string) => `The alternates cluster "${key}" is not reciprocal: ${detail}.`,
    hint: 'Each hreflang code may appear once per alternate key, and x-default must point into the cluster.',
  },
  SitemapListsMissingPage: {
    name: 'SitemapListsMissingPage',
    title: 'Sitemap lists a page that was not built',
    message: (url: string) => `The sitemap lists ${url}, but no page was written for it.`,
  },
  PageLoadFailed: {
    name: 'PageLoadFailed',
    title: 'A page failed to load its data',
    message: (path: string, cause: string) => `Loading data for ${path} failed: ${cause}`,
  },
  PageRenderFailed: {
    name: 'PageRenderFailed',
    title: 'A page failed to render',
    message: (path: string, cause: string) => `Rendering ${path} failed: ${cause}`,
  },
  InvalidEngineOption: {
    name: 'InvalidEngineOption',
    title: 'Invalid engine option',
    message: (option: string, why: string) => `The engine option "${option}" is invalid: ${why}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueName = keyof typeof ErrorsCatalogue;

/** An error from the catalogue: carries its name, title and hint for the report. */
export class EngineError extends Error {
  readonly title: string;
  readonly hint: string | undefined;
  constructor(entry: CatalogueEntry, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = entry.name;
    this.title = entry.title;
    this.hint = entry.hint;
  }
}

/** Creates a catalogue error: `engineError('DuplicateRoute', '/x/')`. */
export function engineError<K extends CatalogueName>(
  name: K,
  ...args: Parameters<(typeof ErrorsCatalogue)[K]['message']>
): EngineError {
  const entry: CatalogueEntry = ErrorsCatalogue[name];
  const message = (entry.message as (...a: unknown[]) => string)(...args);
  return new EngineError(entry, message);
}

/** Prepares any thrown value for logs, page data and the error overlay. */
export function serializeError(error: unknown): { name: string; message: string; hint?: string; stack?: string } {
  if (error instanceof EngineError) {
    return { name: error.name, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { name: 'NonError', message: String(error) };
}
