import { describe, expect, it } from 'vitest';
import { describeListenError } from './describe-listen-error.ts';

const failure = (code: string | undefined, message = `listen ${code ?? 'failed'}`) => Object.assign(new Error(message), code ? { code } : {});

describe('describeListenError', () => {
  it('names the port in use, a privileged port and a foreign host in one line', () => {
    expect(describeListenError('content service', '127.0.0.1', 4190, failure('EADDRINUSE'))).toBe('content service: port 4190 is in use (EADDRINUSE); stop the other process or choose another port');
    expect(describeListenError('content service', '127.0.0.1', 80, failure('EACCES'))).toMatch(/^content service: no permission to listen on port 80 \(EACCES\)/);
    expect(describeListenError('content service', '10.9.9.9', 4190, failure('EADDRNOTAVAIL'))).toMatch(/^content service: cannot listen on host 10\.9\.9\.9 \(EADDRNOTAVAIL\)/);
  });

  it('keeps only the first line of any other failure', () => {
    expect(describeListenError('content service', '127.0.0.1', 4190, failure(undefined, 'ENOENT: no such folder\n    at load (x.ts:1)'))).toBe('content service: could not start: ENOENT: no such folder');
  });
});
