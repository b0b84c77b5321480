/**
 * What every local HTTP server needs besides its request handler, so that no request kills it or goes
 * unanswered: broken framing (bad request line, bare LF, oversized headers, lying Content-Length) gets a 400
 * (431 for oversized headers) instead of a silently dropped socket, and CONNECT, which Node never hands to the
 * request handler, gets a 405 instead of a reset.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';

/** Writes a bodiless answer on a raw socket and closes it (nothing if the socket is already gone). */
function answerRaw(socket: Duplex, status: number, extra = ''): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Options of {@link guardHttpServer}. */
export interface GuardHttpServerOptions {
  /** The methods the server answers, for the Allow header of the 405 to CONNECT. */
  readonly allow: string;
}

/** Adds the `clientError` and `connect` handlers to `server`; returns it. */
export function guardHttpServer(server: http.Server, o: GuardHttpServerOptions): http.Server {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET') return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    answerRaw(socket, status);
  });
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    answerRaw(socket, 405, `Allow: ${o.allow}\r\n`);
  });
  return server;
}
