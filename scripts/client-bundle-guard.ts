/**
 * A Vite plugin that fails a client build whose module graph reaches build-side code: the engine's Node
 * surface (engine/build, render, routes, vite), services, scripts, site modules named `*.server.ts(x)`, or a
 * Node built-in. It looks at every module the bundler loaded, before tree-shaking, so a forbidden module that
 * happens to be shaken out still fails: correctness does not rely on tree-shaking (react-router's rule).
 * It reads the graph and writes nothing, so the output stays byte-identical.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** A kind of module that must never reach the browser, and why. */
export interface ForbiddenClientModule {
  /** Tested against the module id relative to the root, with `/` separators (`engine/build/progress.ts`). */
  readonly pattern: RegExp;
  readonly reason: string;
}

/** The build side, as seen from the project root. */
export const BUILD_SIDE_MODULES: readonly ForbiddenClientModule[] = [
  { pattern: /^engine\/(build|render|routes|vite)\//, reason: 'the engine\'s Node build side (@cycle/engine/build)' },
  { pattern: /^services\//, reason: 'a service (they run on their own, behind HTTP)' },
  { pattern: /^scripts\//, reason: 'a build or test script' },
  { pattern: /^site\/.*\.server\.tsx?$/, reason: 'a build-time site module (*.server.ts)' },
  { pattern: /^(node:|__vite-browser-external)/, reason: 'a Node built-in module (Vite stubs it as __vite-browser-external)' },
];

export interface ClientBundleGuardOptions {
  /** Project root the patterns are relative to. */
  readonly root: string;
  /** @default BUILD_SIDE_MODULES */
  readonly forbidden?: readonly ForbiddenClientModule[];
  /** Receives every module id of the graph (relative to the root) once the graph is complete, e.g. for a test. @default none */
  readonly onModules?: (ids: readonly string[]) => void;
}

/** Module id relative to `root` with `/` separators; ids outside the root (virtual, built-in) stay as they are. */
function relativeId(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  if (!path.isAbsolute(clean)) return clean;
  const rel = path.relative(root, clean);
  return rel.startsWith('..') ? clean : rel.split(path.sep).join('/');
}

/**
 * The client-bundle guard. Applies to client environments only (the server bundle is build side by design).
 * The error lists each forbidden module with the chain of importers that brought it in.
 */
export function clientBundleGuard(options: ClientBundleGuardOptions): Plugin {
  const forbidden = options.forbidden ?? BUILD_SIDE_MODULES;
  return {
    name: 'cycle:client-bundle-guard',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const rel = new Map(ids.map((id) => [id, relativeId(options.root, id)]));
      options.onModules?.([...rel.values()].sort());
      const chainOf = (id: string): string[] => {
        // Shortest importer path back to an entry, for the message.
        const seen = new Set([id]);
        let queue: string[][] = [[id]];
        while (queue.length > 0) {
          const next: string[][] = [];
          for (const chain of queue) {
            const importers = this.getModuleInfo(chain[0] ?? '')?.importers ?? [];
            if (importers.length === 0) return chain;
            for (const importer of importers) {
              if (seen.has(importer)) continue;
              seen.add(importer);
              next.push([importer, ...chain]);
            }
          }
          queue = next;
        }
        return [id];
      };
      const problems: string[] = [];
      for (const id of ids) {
        const relative = rel.get(id) ?? id;
        const rule = forbidden.find((f) => f.pattern.test(relative));
        if (!rule) continue;
        const chain = chainOf(id).map((m) => rel.get(m) ?? relativeId(options.root, m));
        problems.push(`  - ${relative}: ${rule.reason}\n      imported via ${chain.join(' → ')}`);
      }
      if (problems.length > 0) {
        this.error(`The client bundle reaches build-side modules (tree-shaking does not count):\n${problems.sort().join('\n')}`);
      }
    },
  };
}
