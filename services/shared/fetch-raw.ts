/**
 * One HTTP request whose answer is read as the bytes on the wire: `fetch` decodes `Content-Encoding` by itself, so
 * tests of the encoding (shared/write-encoded.ts) read with this instead. Tests only.
 */
import http from 'node:http';

/** An answer as sent: status, headers and the body's bytes, still encoded. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Requests `url` without a keep-alive agent (so a test's server closes at once) and collects the raw answer. */
export function fetchRaw(url: string, init: { readonly method?: string; readonly headers?: Readonly<Record<string, string>>; readonly body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
