/**
 * Runs one of our local services as a child process and waits until it says where it listens: the build and
 * `pnpm start` never run a service inside their own process. Children are tied to their parent both ways:
 * the parent kills them when it exits, and a child whose parent vanished stops itself (scripts/exit-with-parent.ts
 * over the IPC channel).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** How a service process ended. */
export interface ServiceExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** True when {@link ServiceProcess.stop} asked for it. */
  readonly requested: boolean;
}

/** A running service process. */
export interface ServiceProcess {
  /** `http://127.0.0.1:PORT`, as the service printed it. */
  readonly url: string;
  /** Settles when the process has ended, for whatever reason. */
  readonly exited: Promise<ServiceExit>;
  stop(): Promise<void>;
}

/** Options of {@link startServiceProcess}. */
export interface ServiceProcessOptions {
  /** Names the service in errors: `content`, `commerce`. */
  readonly name: string;
  /** The script: relative to the project root (`services/web-to-case/main.ts`), or a file name under `scripts/` (`content-service.ts`). */
  readonly script: string;
  readonly args: readonly string[];
  /** Matches the line the service prints once it listens; group 1 is its URL. */
  readonly ready: RegExp;
  /** Lines the service prints. @default ignored */
  readonly log?: ((line: string) => void) | undefined;
  /** Give up when the service is not ready after this many ms (a commerce service seeds its catalogue first: slow on a busy machine). @default 180000 */
  readonly readyTimeoutMs?: number | undefined;
  /** The port asked for, to word a port-in-use failure. @default unknown */
  readonly port?: number | undefined;
  /** The setting that moves the port, to word a port-in-use failure (`COMMERCE_PORT`). @default none */
  readonly portSetting?: string | undefined;
  /** Flags for Node (and V8) before the script's own, such as `--liftoff-only`. @default none */
  readonly nodeFlags?: readonly string[] | undefined;
}

/** A failure to start, in one line: the port in use, or the service's own last words. */
export class ServiceStartError extends Error {
  override readonly name = 'ServiceStartError';
  constructor(message: string, readonly output: string) {
    super(message);
  }
}

/** Starts the service and resolves once it listens, or rejects with a {@link ServiceStartError}. */
export function startServiceProcess(o: ServiceProcessOptions): Promise<ServiceProcess> {
  const args = [...(o.nodeFlags ?? []), '--import', 'tsx', '--import', path.join(root, 'scripts', 'packages-as-is.ts'), '--import', path.join(root, 'scripts', 'exit-with-parent.ts'), path.join(root, o.script.includes('/') ? o.script : path.join('scripts', o.script)), ...o.args];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  // The parent leaving for any reason takes the child along (a crash of `pnpm start` must not orphan it).
  const killOnExit = (): void => void child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let requested = false;
  const exited = new Promise<ServiceExit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal, requested });
    }),
  );
  const timeoutMs = o.readyTimeoutMs ?? 180_000;
  let output = '';
  const failure = (what: string): ServiceStartError => {
    if (/EADDRINUSE|already in use|is in use/i.test(output)) {
      return new ServiceStartError(`The local ${o.name} service could not start: port ${o.port ?? '(unknown)'} is in use${o.portSetting ? ` (set ${o.portSetting} to move it)` : ''}.`, output);
    }
    const last = output.trim().split('\n').filter(Boolean).slice(-1)[0] ?? '';
    return new ServiceStartError(`The local ${o.name} service ${what}${last ? `: ${last.trim()}` : ''}`, output);
  };
  return new Promise<ServiceProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(failure(`was not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim() !== '') o.log?.(line);
      const match = o.ready.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stdout!.on('data', (more: Buffer) => o.log?.(more.toString('utf8').trimEnd()));
      resolve({
        url: match[1],
        exited,
        stop: async () => {
          requested = true;
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      o.log?.(chunk.toString('utf8').trimEnd());
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(failure(`exited (${code ?? signal}) before it was ready`));
    });
  });
}
