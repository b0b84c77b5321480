import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from './finding.ts';

/** The Nu HTML Checker jar that the pinned `vnu-jar` package ships. */
export const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** One message of `vnu --format json`. */
interface NuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
}

/** How to run the checker. */
export interface NuCheckerOptions {
  /** Absolute paths of the HTML files to check. */
  readonly files: readonly string[];
  /** The `java` to run. @default 'java' */
  readonly java?: string;
  /** The checker's jar. @default VNU_JAR */
  readonly jar?: string;
  /** JVMs run side by side, each over its share of the files (one JVM per page would cost a second each). @default 1 */
  readonly jobs?: number;
}

/** Why the checker could not give an answer (not a page's fault). */
export interface NuCheckerFailure {
  readonly message: string;
}

/**
 * Runs the Nu HTML Checker (errors only) over `files` in `jobs` JVMs and
 * returns one finding (rule `html`) per error, with line and column. Fails
 * as a value when java cannot start or its output is not the JSON report.
 */
export async function runNuChecker(o: NuCheckerOptions): Promise<{ ok: true; findings: Finding[] } | { ok: false; error: NuCheckerFailure }> {
  if (o.files.length === 0) return { ok: true, findings: [] };
  const jobs = Math.max(1, Math.min(o.jobs ?? 1, o.files.length));
  const shares = Array.from({ length: jobs }, (_unused, i) => o.files.filter((_file, j) => j % jobs === i));
  const runs = await Promise.all(shares.map((share) => runOnce(o.java ?? 'java', o.jar ?? VNU_JAR, share)));
  const findings: Finding[] = [];
  for (const run of runs) {
    if (!run.ok) return run;
    for (const m of run.messages) findings.push(toFinding(m));
  }
  return { ok: true, findings };
}

/** A checker message as a finding naming the absolute file. */
function toFinding(m: NuMessage): Finding {
  let file = m.url ?? '(checker)';
  if (file.startsWith('file:')) file = fileURLToPath(file);
  const extract = m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : '';
  return {
    file,
    line: m.firstLine ?? m.lastLine ?? 0,
    column: m.firstColumn ?? 0,
    rule: m.type === 'error' ? 'html' : `html-${m.type}`,
    message: `${m.message}${extract}`,
  };
}

function runOnce(java: string, jar: string, files: readonly string[]): Promise<{ ok: true; messages: NuMessage[] } | { ok: false; error: NuCheckerFailure }> {
  return new Promise((resolve) => {
    // --format json writes the report to stderr; --exit-zero-always leaves the verdict to the report.
    const child = spawn(java, ['-Xss4m', '-jar', jar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errOut: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => errOut.push(c));
    child.on('error', (error) => resolve({ ok: false, error: { message: `could not run ${java}: ${error.message}` } }));
    child.on('close', (code) => {
      const text = Buffer.concat(errOut).toString('utf8').trim();
      const json = text.slice(text.indexOf('{"'));
      try {
        const report = JSON.parse(json) as { messages?: NuMessage[] };
        if (!Array.isArray(report.messages)) throw new Error('no "messages" in the report');
        resolve({ ok: true, messages: report.messages.filter((m) => m.type !== 'info') });
      } catch (error) {
        const detail = `${text}\n${Buffer.concat(out).toString('utf8')}`.trim().slice(0, 2000);
        resolve({ ok: false, error: { message: `the Nu HTML Checker (exit ${code}) gave no JSON report (${error instanceof Error ? error.message : String(error)}): ${detail}` } });
      }
    });
  });
}
