/**
 * Listening, the same for every local service: resolve once the server listens, with the URL to call it by and a
 * `close` that also drops kept-alive connections (a test or `pnpm start` stopping must not wait for idle sockets);
 * a port another process holds rejects with `PortInUseError`, which each service's `main.ts` words for its flags.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A service that listens. */
export interface ListeningService {
  /** `http://127.0.0.1:4210`: the address it listens on (a wildcard host is called on loopback). */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listening failed because another process has the port. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
}

/** The URL of `host:port` as a browser on this machine calls it. */
function urlOf(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Starts `server` on `host:port` (0 picks a free port). */
export function listenOnLoopback(server: http.Server, host: string, port: number): Promise<ListeningService> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(`port ${port} on ${host} is already in use`) : error);
    });
    server.listen(port, host, () => {
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: urlOf(host, bound),
        port: bound,
        close: () => new Promise<void>((done, fail) => {
          server.close((error) => (error ? fail(error) : done()));
          server.closeAllConnections();
        }),
      });
    });
  });
}
