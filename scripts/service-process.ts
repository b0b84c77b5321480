/**
 * Runs one of our local services (a `scripts/*-service.ts`) as a child process and waits until it says where it
 * listens: the build and `pnpm start` never run a service inside their own process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A running service process. */
export interface ServiceProcess {
  /** `http://127.0.0.1:PORT`, as the service printed it. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Options of {@link startServiceProcess}. */
export interface ServiceProcessOptions {
  /** Names the service in errors: `content`, `commerce`. */
  readonly name: string;
  /** The script under `scripts/`, e.g. `content-service.ts`. */
  readonly script: string;
  readonly args: readonly string[];
  /** Matches the line the service prints once it listens; group 1 is its URL. */
  readonly ready: RegExp;
  /** Lines the service prints. @default ignored */
  readonly log?: ((line: string) => void) | undefined;
  /** Give up when the service is not ready after this many ms. @default 60000 */
  readonly readyTimeoutMs?: number | undefined;
}

/** Starts the service and resolves once it listens, or rejects with everything it printed. */
export function startServiceProcess(o: ServiceProcessOptions): Promise<ServiceProcess> {
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts', o.script), ...o.args];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timeoutMs = o.readyTimeoutMs ?? 60_000;
  let output = '';
  return new Promise<ServiceProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The local ${o.name} service was not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim() !== '') o.log?.(line);
      const match = o.ready.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => o.log?.(more.toString('utf8').trimEnd()));
      resolve({
        url: match[1],
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      o.log?.(chunk.toString('utf8').trimEnd());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local ${o.name} service exited (${code ?? 'signal'}) before it was ready:\n${output}`));
    });
  });
}
