import type http from 'node:http';

/**
 * One fault the server injects, for the browser tests of the runtime. Rules
 * are tried in order; the first whose `pattern` matches `pathname + search`
 * (and `method`, when given) applies.
 */
export interface FaultRule {
  /** A RegExp source tested against `pathname + search`. */
  readonly pattern: string;
  /** Only for this method (`GET`, `HEAD`). @default any */
  readonly method?: string;
  /** Answer with this status (and `body`) instead of the file. */
  readonly status?: number;
  /** Body of a `status` answer. @default '' (for JSON URLs: an HTML "Not found" page, as a host sends) */
  readonly body?: string;
  /** Wait this long before answering (then the file, or `status`). */
  readonly delayMs?: number;
  /** Close the connection without answering: a network error in the browser. */
  readonly drop?: boolean;
  /** Send the headers and this many bytes of the file, then close: an incomplete read. */
  readonly truncateBytes?: number;
  /** Apply to this many matching requests, then expire. @default unlimited */
  readonly times?: number;
}

/** What the fault table decided for one request. */
export type FaultAction =
  | { readonly kind: 'pass'; readonly delayMs: number }
  | { readonly kind: 'respond'; readonly status: number; readonly body: string; readonly delayMs: number }
  | { readonly kind: 'drop'; readonly delayMs: number }
  | { readonly kind: 'truncate'; readonly bytes: number; readonly delayMs: number };

/** The fault table behind `/__faults`. */
export interface FaultTable {
  /** Replaces every rule. Throws on a rule that is not valid (a bad pattern, status or count). */
  set(rules: readonly FaultRule[]): void;
  clear(): void;
  /** The action for a request, consuming one use of a counted rule. */
  decide(method: string, url: string): FaultAction;
  /** Handles the control endpoint: `PUT`/`POST /__faults` with `{ rules }`, `DELETE /__faults`. Returns false for other URLs. */
  handleControl(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export const FAULTS_PATH = '/__faults';

interface LiveRule {
  readonly rule: FaultRule;
  readonly regex: RegExp;
  remaining: number;
}

function validate(rule: FaultRule, i: number): LiveRule {
  if (typeof rule.pattern !== 'string' || rule.pattern === '') throw new Error(`rules.${i}.pattern: a RegExp source is required`);
  let regex: RegExp;
  try {
    regex = new RegExp(rule.pattern);
  } catch (error) {
    throw new Error(`rules.${i}.pattern: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (rule.status !== undefined && (!Number.isInteger(rule.status) || rule.status < 100 || rule.status > 599)) throw new Error(`rules.${i}.status: 100–599`);
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) throw new Error(`rules.${i}.times: a positive integer`);
  if (rule.delayMs !== undefined && !(rule.delayMs >= 0)) throw new Error(`rules.${i}.delayMs: 0 or more`);
  return { rule, regex, remaining: rule.times ?? Infinity };
}

/** Creates an empty fault table. */
export function createFaultTable(): FaultTable {
  let rules: LiveRule[] = [];
  const table: FaultTable = {
    set(next) {
      rules = next.map(validate);
    },
    clear() {
      rules = [];
    },
    decide(method, url) {
      const live = rules.find((r) => r.remaining > 0 && (r.rule.method === undefined || r.rule.method === method) && r.regex.test(url));
      if (!live) return { kind: 'pass', delayMs: 0 };
      live.remaining -= 1;
      const { rule } = live;
      const delayMs = rule.delayMs ?? 0;
      if (rule.drop) return { kind: 'drop', delayMs };
      if (rule.truncateBytes !== undefined) return { kind: 'truncate', bytes: rule.truncateBytes, delayMs };
      if (rule.status !== undefined) {
        const body = rule.body ?? (url.includes('.json') && rule.status === 404 ? '<!doctype html><title>Not found</title><h1>Not found</h1>' : '');
        return { kind: 'respond', status: rule.status, body, delayMs };
      }
      return { kind: 'pass', delayMs };
    },
    handleControl(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== FAULTS_PATH) return false;
      const reply = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      };
      if (req.method === 'DELETE') {
        table.clear();
        reply(200, { rules: 0 });
        return true;
      }
      if (req.method !== 'PUT' && req.method !== 'POST') {
        reply(405, { error: 'Use PUT or POST with { rules }, or DELETE' });
        return true;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { rules?: unknown };
          if (!Array.isArray(parsed.rules)) throw new Error('rules: an array is required');
          table.set(parsed.rules as FaultRule[]);
          reply(200, { rules: parsed.rules.length });
        } catch (error) {
          reply(400, { error: error instanceof Error ? error.message : String(error) });
        }
      });
      return true;
    },
  };
  return table;
}
