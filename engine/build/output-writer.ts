import fs from 'node:fs';
import path from 'node:path';
import { releaseChunks } from '../render/chunked-sink.ts';

/** Writes output files, creating each directory once. Counts bytes and files for the report. */
export interface OutputWriter {
  /**
   * Writes `chunks` to `rel` in one `writev`: each chunk is one write of the
   * render stream. Chunks from the render chunk pool go back to it once
   * written, so the caller must not use them afterwards.
   */
  write(rel: string, chunks: readonly Uint8Array[] | string): number;
  readonly bytes: number;
  readonly files: number;
}

/** Creates a writer rooted at `outDir`. */
export function createOutputWriter(outDir: string): OutputWriter {
  const made = new Set<string>();
  let bytes = 0;
  let files = 0;
  const ensureDir = (dir: string): void => {
    if (made.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  return {
    write(rel, content) {
      const file = path.join(outDir, rel);
      ensureDir(path.dirname(file));
      let size: number;
      if (typeof content === 'string') {
        const buffer = Buffer.from(content);
        fs.writeFileSync(file, buffer);
        size = buffer.length;
      } else {
        const fd = fs.openSync(file, 'w');
        try {
          size = 0;
          for (const c of content) size += c.length;
          let written = fs.writevSync(fd, content as Uint8Array[]);
          // writev may write less than asked on some file systems: finish the rest.
          if (written < size) {
            const whole = Buffer.concat(content as Uint8Array[]);
            while (written < size) written += fs.writeSync(fd, whole, written, size - written, written);
          }
        } finally {
          fs.closeSync(fd);
        }
        releaseChunks(content);
      }
      bytes += size;
      files += 1;
      return size;
    },
    get bytes() {
      return bytes;
    },
    get files() {
      return files;
    },
  };
}
