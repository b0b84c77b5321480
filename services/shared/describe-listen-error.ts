/**
 * One line for a service that could not start listening, instead of a stack trace: `content service: port 4190
 * is in use (EADDRINUSE)`. What the person who started it can act on: another process on the port, a port
 * below 1024, a host that is not an interface of this machine.
 */

/** The line for `error` (a listen error, or any other start failure) of the service `name` on `host:port`. */
export function describeListenError(name: string, host: string, port: number, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `${name}: port ${port} is in use (EADDRINUSE); stop the other process or choose another port`;
    case 'EACCES':
      return `${name}: no permission to listen on port ${port} (EACCES); choose a port above 1023`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${name}: cannot listen on host ${host} (${code}); it is not an address of this machine`;
    default:
      return `${name}: could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${code ? ` (${code})` : ''}`;
  }
}
