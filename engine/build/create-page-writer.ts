import { createOutputWriter } from './output-writer.ts';
import type { PageWriter } from './render-routes.ts';
import { createThreadedWriter } from './threaded-writer.ts';

/** How files are written: see `BuildSiteOptions.writer`. */
export interface PageWriterOptions {
  readonly outDir: string;
  readonly writer?: 'threads' | 'sync' | undefined;
  readonly writerThreads?: number | undefined;
}

/** The writer a render thread (main or worker) uses. */
export function createPageWriter(o: PageWriterOptions): PageWriter {
  if ((o.writer ?? 'threads') === 'threads') return createThreadedWriter(o.outDir, { threads: o.writerThreads ?? 2 });
  const sync = createOutputWriter(o.outDir);
  return {
    write: async (rel, content) => {
      sync.write(rel, content);
    },
    close: async () => ({ bytes: sync.bytes, files: sync.files }),
  };
}
