/**
 * Settings, read once: a command declares what it reads from the command line and the environment, and
 * {@link defineSettings} parses both with valibot into one frozen, typed object. Anything invalid is a
 * {@link SettingsError} naming the flag or variable and the value; an unknown flag is an error with the
 * closest known flag as a suggestion; `--help` prints every setting with its meaning and default.
 *
 * Used by each process kind's settings module (build, serve, test, each local service); nothing else in the
 * tree reads `process.env`. It lives with the services because they must stand alone (they import nothing
 * from the engine or the site); the scripts may import services.
 */
import path from 'node:path';
import * as v from 'valibot';

/** What a setting's raw text must be. */
export type SettingKind =
  | { readonly type: 'string' }
  | { readonly type: 'port' }
  | { readonly type: 'integer'; readonly min?: number; readonly max?: number }
  | { readonly type: 'url' }
  | { readonly type: 'path' }
  | { readonly type: 'boolean' }
  | { readonly type: 'list' }
  | { readonly type: 'enum'; readonly values: readonly string[] };

/** Value types per kind. */
type ValueOf<K extends SettingKind> = K extends { type: 'port' | 'integer' }
  ? number
  : K extends { type: 'boolean' }
    ? boolean
    : K extends { type: 'list' }
      ? readonly string[]
      : K extends { type: 'enum'; values: readonly (infer E)[] }
        ? E
        : string;

/** One setting: where it is read from, what it must be, what it means. */
export interface SettingSpec<K extends SettingKind = SettingKind> {
  readonly kind: K;
  /** Command-line flag without the dashes (`port` for `--port=N`). @default none: environment only */
  readonly flag?: string;
  /** Environment variable. The flag wins when both are given. @default none: command line only */
  readonly env?: string;
  /** One line for `--help` and the README's table. */
  readonly doc: string;
  /** Raw default text, parsed like a given value; none makes the setting optional (`undefined`). @default none */
  readonly default?: string;
}

type Specs = Readonly<Record<string, SettingSpec>>;

/** The parsed settings of a spec table: defaulted settings are always present. */
export type SettingsOf<S extends Specs> = {
  readonly [N in keyof S]: S[N] extends { default: string } | { kind: { type: 'boolean' } } ? ValueOf<S[N]['kind']> : ValueOf<S[N]['kind']> | undefined;
};

/** A usage or configuration mistake, worded for the person who typed it. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

/** Options of {@link defineSettings}. */
export interface DefineSettingsOptions<S extends Specs> {
  /** `pnpm build`, `tsx scripts/commerce-service.ts`: names the command in help and errors. */
  readonly command: string;
  /** One sentence for `--help`. */
  readonly summary: string;
  readonly settings: S;
  /** Accept positional arguments (otherwise each is an error). @default false */
  readonly positionals?: boolean;
}

/** Result of {@link Settings.read}: the settings, or a request for help. */
export type ReadSettingsResult<S extends Specs> =
  | { readonly kind: 'settings'; readonly settings: SettingsOf<S>; readonly positionals: readonly string[] }
  | { readonly kind: 'help'; readonly text: string };

/** A command's settings table. */
export interface Settings<S extends Specs> {
  readonly command: string;
  readonly specs: S;
  /**
   * Parses argv (without node and the script) and the environment.
   * @throws SettingsError on an unknown flag, a missing value or an invalid value.
   */
  read(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd?: string): ReadSettingsResult<S>;
  /** Reads, prints help and exits 0 on `--help`, prints the error and exits 2 on a mistake. */
  readOrExit(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): { readonly settings: SettingsOf<S>; readonly positionals: readonly string[] };
  /** The `--help` text. */
  help(): string;
}

const PORT = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'a port number 0–65535'), v.transform(Number), v.maxValue(65535, 'a port number 0–65535'));
const BOOLEAN = v.pipe(
  v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''], 'true or false (1/0, yes/no, on/off)'),
  v.transform((s) => ['1', 'true', 'yes', 'on', ''].includes(s)),
);

function schemaOf(kind: SettingKind, cwd: string): v.GenericSchema<string, unknown> {
  switch (kind.type) {
    case 'string':
      return v.pipe(v.string(), v.minLength(1, 'a non-empty value'));
    case 'port':
      return PORT;
    case 'integer': {
      const range = `an integer${kind.min === undefined ? '' : ` ≥ ${kind.min}`}${kind.max === undefined ? '' : ` ≤ ${kind.max}`}`;
      return v.pipe(
        v.string(),
        v.regex(/^-?\d+$/, range),
        v.transform(Number),
        v.check((n) => Number.isSafeInteger(n) && (kind.min === undefined || n >= kind.min) && (kind.max === undefined || n <= kind.max), range),
      );
    }
    case 'url':
      return v.pipe(v.string(), v.url('an absolute URL such as http://127.0.0.1:4180'), v.regex(/^https?:\/\//, 'an http(s) URL'), v.transform((s) => s.replace(/\/+$/, '')));
    case 'path':
      return v.pipe(v.string(), v.minLength(1, 'a path'), v.transform((s) => path.resolve(cwd, s)));
    case 'boolean':
      return BOOLEAN;
    case 'list':
      return v.pipe(v.string(), v.transform((s) => Object.freeze(s.split(',').map((x) => x.trim()).filter(Boolean))));
    case 'enum':
      return v.picklist(kind.values as string[], `one of ${kind.values.join(', ')}`);
    default: {
      const never: never = kind;
      throw new Error(`Unknown setting kind ${JSON.stringify(never)}`);
    }
  }
}

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** The closest of `candidates` to `name`, when it is close enough to be a typo. */
export function suggest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** Declares a command's settings; see the module comment. */
export function defineSettings<const S extends Specs>(o: DefineSettingsOptions<S>): Settings<S> {
  const entries = Object.entries(o.settings);
  const byFlag = new Map(entries.filter(([, s]) => s.flag !== undefined).map(([name, s]) => [s.flag!, [name, s] as const]));
  const flagList = [...byFlag.keys(), 'help'];

  const help = (): string => {
    const lines = [`Usage: ${o.command} [options]`, '', o.summary, '', 'Options (a flag wins over its environment variable):'];
    for (const [, s] of entries) {
      const where = [s.flag ? `--${s.flag}${s.kind.type === 'boolean' ? '' : '=<value>'}` : '', s.env ?? ''].filter(Boolean).join(', ');
      lines.push(`  ${where}`, `      ${s.doc}${s.default !== undefined && s.default !== '' ? ` (default: ${s.default})` : ''}`);
    }
    lines.push('  --help', '      prints this text');
    return lines.join('\n');
  };

  const read: Settings<S>['read'] = (argv, env, cwd = process.cwd()) => {
    const given = new Map<string, { raw: string; source: string }>();
    const positionals: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      if (arg === '--') continue;
      if (arg === '--help' || arg === '-h') return { kind: 'help', text: help() };
      const m = /^--(no-)?([a-zA-Z][\w-]*)(?:=([\s\S]*))?$/.exec(arg);
      if (!m) {
        if (o.positionals) {
          positionals.push(arg);
          continue;
        }
        throw new SettingsError(`${o.command}: unexpected argument "${arg}". See --help.`);
      }
      const [, prefix, name0, inline] = m as unknown as [string, string | undefined, string, string | undefined];
      // A flag named `no-x` (`--no-services`) is itself, not the negation of an unknown `--x`.
      const whole = prefix !== undefined && byFlag.has(`${prefix}${name0}`);
      const negated = whole ? undefined : prefix;
      const flag = whole ? `${prefix}${name0}` : name0;
      const hit = byFlag.get(flag);
      if (!hit) {
        const close = suggest(flag, flagList);
        throw new SettingsError(`${o.command}: unknown option --${flag}.${close ? ` Did you mean --${close}?` : ''} See --help.`);
      }
      const [name, spec] = hit;
      if (spec.kind.type === 'boolean') {
        given.set(name, { raw: negated ? 'false' : (inline ?? 'true'), source: `--${flag}` });
        continue;
      }
      if (negated) throw new SettingsError(`${o.command}: --no-${flag} is not an option (--${flag} takes a value).`);
      const value = inline ?? argv[++i];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) throw new SettingsError(`${o.command}: --${flag} needs a value.`);
      given.set(name, { raw: value, source: `--${flag}` });
    }
    const out: Record<string, unknown> = {};
    for (const [name, spec] of entries) {
      const fromEnv = spec.env === undefined ? undefined : env[spec.env];
      const picked =
        given.get(name) ??
        (fromEnv !== undefined && fromEnv !== '' ? { raw: fromEnv, source: spec.env! } : undefined) ??
        (spec.default !== undefined ? { raw: spec.default, source: 'default' } : undefined);
      if (picked === undefined) {
        out[name] = spec.kind.type === 'boolean' ? false : undefined;
        continue;
      }
      const parsed = v.safeParse(schemaOf(spec.kind, cwd), picked.raw);
      if (!parsed.success) {
        const expected = parsed.issues[0]?.message ?? 'a valid value';
        const where = picked.source === 'default' ? `the default of ${name}` : picked.source;
        throw new SettingsError(`${o.command}: ${where} is ${JSON.stringify(picked.raw)}, expected ${expected}.`);
      }
      out[name] = parsed.output;
    }
    return { kind: 'settings', settings: Object.freeze(out) as SettingsOf<S>, positionals: Object.freeze(positionals) };
  };

  return {
    command: o.command,
    specs: o.settings,
    read,
    help,
    readOrExit(argv, env) {
      try {
        const r = read(argv, env);
        if (r.kind === 'help') {
          process.stdout.write(`${r.text}\n`);
          process.exit(0);
        }
        return r;
      } catch (error) {
        if (!(error instanceof SettingsError)) throw error;
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
    },
  };
}
