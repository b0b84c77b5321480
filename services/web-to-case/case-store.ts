import { PGlite } from '@electric-sql/pglite';
import { boundRefusedPost, DEFAULT_REFUSED_POST_BOUNDS, type RefusedPostBounds } from './bound-refused-post.ts';
import { lockDataFolder, type DataFolderLock } from '../shared/lock-data-folder.ts';
import type { CaseSubmission, FieldNote, FieldValue, PostProblem } from './parse-case-post.ts';

/** A stored case as the inspection command and the tests read it. */
export interface StoredCase {
  readonly id: number;
  readonly receivedAt: string;
  readonly orgId: string;
  readonly type: string | null;
  readonly subject: string;
  readonly email: string;
  readonly returnUrl: string;
  /** Every posted field (except the captcha answer), as sent but for removed control characters. */
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** What was changed in the fields before storing (control characters removed); empty for most cases. */
  readonly notes: readonly FieldNote[];
}

/** A post the endpoint refused, kept with its reasons so the operator sees why posts fail (within bounds). */
export interface RejectedPost {
  readonly id: number;
  readonly receivedAt: string;
  readonly status: number;
  readonly problems: readonly PostProblem[];
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** The post's size before it was cut to the per-post bound, or null when kept whole. */
  readonly truncatedFromBytes: number | null;
}

export interface CaseStore {
  /** Stores a case durably; resolves once PostgreSQL has committed it. */
  addCase(submission: CaseSubmission): Promise<StoredCase>;
  /** Keeps a refused post, cut to the per-post bound; the oldest refused posts go beyond the count and byte bounds. */
  addRejected(status: number, problems: readonly PostProblem[], fields: Readonly<Record<string, FieldValue>>): Promise<void>;
  listCases(): Promise<readonly StoredCase[]>;
  listRejected(): Promise<readonly RejectedPost[]>;
  close(): Promise<void>;
}

/** The data folder is held by another live process: the message is one line naming folder, process and way out. */
class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
    message: string,
  ) {
    super(message);
  }
}

/** The database failed (not the post): the endpoint answers 503 and the shopper sends again. */
export class CaseStoreError extends Error {
  override readonly name = 'CaseStoreError';
}

export interface CaseStoreOptions {
  /** PostgreSQL's folder, created with its parents and locked for this process. @default none: in memory (tests) */
  readonly dataDir?: string;
  /** How many refused posts, and how many bytes of them, are kept. @default DEFAULT_REFUSED_POST_BOUNDS */
  readonly refusedBounds?: RefusedPostBounds;
  /** Names the setting that moves the folder in the "in use" error. @default '--data or WEB_TO_CASE_DATA' */
  readonly lockHint?: string;
}

const SCHEMA = `
create table if not exists cases (
  id serial primary key,
  received_at timestamptz not null default now(),
  org_id text not null,
  case_type text,
  subject text not null,
  email text not null,
  return_url text not null,
  fields jsonb not null
);
alter table cases add column if not exists notes jsonb not null default '[]';
create table if not exists rejected_posts (
  id serial primary key,
  received_at timestamptz not null default now(),
  status integer not null,
  problems jsonb not null,
  fields jsonb not null
);
alter table rejected_posts add column if not exists bytes integer not null default -1;
alter table rejected_posts add column if not exists truncated_from integer;
-- Refused posts kept before the bound (bytes -1): their size as stored, so the byte bound covers them too.
update rejected_posts set bytes = octet_length(problems::text) + octet_length(fields::text) where bytes = -1;`;

/** Deletes the oldest refused posts beyond $1 posts or $2 bytes (counted from the newest). */
const PRUNE = `
delete from rejected_posts where id in (
  select id from (
    select id, row_number() over w as n, sum(bytes) over w as total from rejected_posts
    window w as (order by id desc rows between unbounded preceding and current row)
  ) newest_first where n > $1 or total > $2
)`;

interface CaseRow {
  id: number;
  received_at: Date;
  org_id: string;
  case_type: string | null;
  subject: string;
  email: string;
  return_url: string;
  fields: Record<string, FieldValue>;
  notes: FieldNote[];
}

interface RejectedRow {
  id: number;
  received_at: Date;
  status: number;
  problems: PostProblem[];
  fields: Record<string, FieldValue>;
  truncated_from: number | null;
}

const toCase = (r: CaseRow): StoredCase => ({
  id: r.id, receivedAt: r.received_at.toISOString(), orgId: r.org_id, type: r.case_type, subject: r.subject, email: r.email, returnUrl: r.return_url, fields: r.fields, notes: r.notes,
});

/** Runs a database step; its failure becomes a {@link CaseStoreError} (503), anything else stays a bug (500). */
async function db<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new CaseStoreError(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The case store: real PostgreSQL (PGlite) in `dataDir`, or in memory when no folder is given (tests). The
 * folder is created with its parents (PGlite creates only the last level) and locked: one process owns it
 * at a time, so the inspection command asks the running service first.
 */
export async function openCaseStore(options: CaseStoreOptions = {}): Promise<CaseStore> {
  const bounds = { ...DEFAULT_REFUSED_POST_BOUNDS, ...options.refusedBounds };
  const { dataDir } = options;
  let lock: DataFolderLock | null = null;
  if (dataDir !== undefined) {
    // Creates the folder with its parents: PGlite makes only the last level (ENOENT on a fresh clone).
    const locked = lockDataFolder(dataDir, { service: 'web-to-case service', hint: options.lockHint ?? '--data or WEB_TO_CASE_DATA' });
    if (!locked.ok) throw new DataDirLockedError(dataDir, locked.pid, `web-to-case: ${locked.message}`);
    lock = locked.lock;
  }
  let pg: PGlite;
  try {
    pg = dataDir !== undefined ? await PGlite.create(dataDir) : await PGlite.create();
    await pg.exec(SCHEMA);
    await pg.query(PRUNE, [bounds.maxPosts, bounds.maxBytes]);
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    addCase: (s) =>
      db('storing the case', async () => {
        const { rows } = await pg.query<CaseRow>(
          'insert into cases (org_id, case_type, subject, email, return_url, fields, notes) values ($1, $2, $3, $4, $5, $6, $7) returning *',
          [s.orgId, s.type, s.subject, s.email, s.returnUrl, JSON.stringify(s.fields), JSON.stringify(s.notes)],
        );
        const row = rows[0];
        if (!row) throw new Error('insert into cases returned no row');
        return toCase(row);
      }),
    addRejected: (status, problems, fields) =>
      db('keeping the refused post', async () => {
        const post = boundRefusedPost(problems, fields, bounds.maxPostBytes);
        await pg.transaction(async (tx) => {
          await tx.query('insert into rejected_posts (status, problems, fields, bytes, truncated_from) values ($1, $2, $3, $4, $5)', [
            status, JSON.stringify(post.problems), JSON.stringify(post.fields), post.bytes, post.truncatedFromBytes,
          ]);
          await tx.query(PRUNE, [bounds.maxPosts, bounds.maxBytes]);
        });
      }),
    listCases: () =>
      db('reading the cases', async () => {
        const { rows } = await pg.query<CaseRow>('select * from cases order by id');
        return rows.map(toCase);
      }),
    listRejected: () =>
      db('reading the refused posts', async () => {
        const { rows } = await pg.query<RejectedRow>('select id, received_at, status, problems, fields, truncated_from from rejected_posts order by id');
        return rows.map((r) => ({ id: r.id, receivedAt: r.received_at.toISOString(), status: r.status, problems: r.problems, fields: r.fields, truncatedFromBytes: r.truncated_from }));
      }),
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
