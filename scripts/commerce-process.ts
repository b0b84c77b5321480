/**
 * Runs the local commerce service (`scripts/commerce-service.ts`) as a child process, for `pnpm build`
 * (in memory, any free port) and `pnpm start` (persistent data folder, port 4180): the service never runs
 * inside the build's own process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface CommerceProcessOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Data folder; `undefined` keeps everything in memory (the build's catalogue-only use). */
  readonly dataDir?: string;
  /** Lines the service prints. @default ignored */
  readonly log?: (line: string) => void;
  /** Origin for media and payment URLs in the answers (see the service's `publicOrigin`). @default the service's own */
  readonly publicOrigin?: string;
  /** Give up when the service is not ready after this many ms. @default 60000 */
  readonly readyTimeoutMs?: number;
}

export interface CommerceProcess {
  /** `http://127.0.0.1:PORT` (the store-api is under `/store-api`). */
  readonly url: string;
  stop(): Promise<void>;
}

const READY = /commerce service: (http:\/\/[^\s/]+)\/store-api/;

/** Starts the service and resolves once it listens (it prints its URL), or rejects with its output. */
export function startCommerceProcess(options: CommerceProcessOptions = {}): Promise<CommerceProcess> {
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/commerce-service.ts'), `--port=${options.port ?? 0}`, options.dataDir === undefined ? '--memory' : `--data=${options.dataDir}`, ...(options.publicOrigin ? [`--public-origin=${options.publicOrigin}`] : [])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise<CommerceProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The local commerce service was not ready after ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`));
    }, options.readyTimeoutMs ?? 60_000);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim() !== '') options.log?.(line);
      const match = READY.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.on('data', (more: Buffer) => options.log?.(more.toString('utf8').trimEnd()));
        resolve({
          url: match[1],
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      options.log?.(chunk.toString('utf8').trimEnd());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local commerce service exited (${code ?? 'signal'}) before it was ready:\n${output}`));
    });
  });
}
