import type { ConsentLoadError } from './consent-gate.ts';

/** A script to add to the page: its URL, its attributes, and how long it may take to load. */
export interface ScriptRequest {
  readonly src: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

/**
 * Adds a script and settles when it has loaded; rejects with a
 * {@link ConsentLoadError} (`script-error` or `script-timeout`) otherwise.
 * Injected into the consent store so tests need neither a network nor a DOM.
 */
export type ScriptLoader = (request: ScriptRequest) => Promise<void>;

/** Timer functions, injected so tests need no real time. */
export interface ScriptTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: ScriptTimers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** The error value of a script that failed or timed out. */
export function scriptLoadError(reason: 'script-error' | 'script-timeout', request: ScriptRequest): ConsentLoadError {
  const message =
    reason === 'script-error'
      ? `The consent tool's script ${request.src} failed to load; features that need consent stay off.`
      : `The consent tool's script ${request.src} did not load within ${request.timeoutMs} ms; features that need consent stay off.`;
  return { reason, message, scriptUrl: request.src };
}

/**
 * The browser's loader: an async `<script>` with the request's attributes in
 * the document head; `load` resolves, `error` or the timeout rejects (a
 * script that loads after its timeout changes nothing here).
 */
export function domScriptLoader(doc: Pick<Document, 'createElement'> & { readonly head: Pick<HTMLHeadElement, 'appendChild'> }, timers: ScriptTimers = browserTimers): ScriptLoader {
  return (request) =>
    new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.async = true;
      for (const [name, v] of Object.entries(request.attributes)) script.setAttribute(name, v);
      let settled = false;
      const settle = (error: ConsentLoadError | null): void => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        if (error) reject(error);
        else resolve();
      };
      const handle = timers.setTimeout(() => settle(scriptLoadError('script-timeout', request)), request.timeoutMs);
      script.addEventListener('load', () => settle(null));
      script.addEventListener('error', () => settle(scriptLoadError('script-error', request)));
      script.src = request.src;
      doc.head.appendChild(script);
    });
}
