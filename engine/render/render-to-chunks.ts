import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createChunkedSink, RENDER_CHUNK_SIZE } from './chunked-sink.ts';

export interface RenderToChunksOptions {
  /** Size of each output write. @default 12800 */
  readonly chunkSize?: number;
  /** Prefix for React's generated ids (useId), to keep slices and pages apart. @default undefined */
  readonly identifierPrefix?: string;
  /** HTML before React's output (document start), as text or as text and UTF-8 parts in order. @default '' */
  readonly prefix?: string | readonly (string | Uint8Array)[];
  /** HTML after React's output (document end). @default '' */
  readonly suffix?: string;
}

/**
 * Renders a React tree to complete HTML with `renderToPipeableStream`.
 *
 * Piping starts in `onAllReady`, so every Suspense boundary is resolved, and
 * `progressiveChunkSize` is infinite, so React 19 never moves a large
 * boundary out of place behind `$RC` scripts: the HTML reads complete
 * without JavaScript. The stream is then cut into `chunkSize` writes by us.
 */
export function renderToChunks(element: ReactNode, options: RenderToChunksOptions = {}): Promise<Buffer[]> {
  const sink = createChunkedSink(options.chunkSize ?? RENDER_CHUNK_SIZE, {
    ...(options.prefix ? { prefix: options.prefix } : {}),
    ...(options.suffix ? { suffix: options.suffix } : {}),
  });
  return new Promise<Buffer[]>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(options.identifierPrefix ? { identifierPrefix: options.identifierPrefix } : {}),
      onAllReady() {
        if (failed) return;
        stream.pipe(sink.writable);
        sink.done.then(resolve, reject);
      },
      onShellError(error) {
        failed = error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A boundary error would otherwise render its fallback silently: a static page must fail loudly.
        failed = error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
