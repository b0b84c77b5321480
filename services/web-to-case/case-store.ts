import { PGlite } from '@electric-sql/pglite';
import type { CaseSubmission, FieldValue, PostProblem } from './parse-case-post.ts';

/** A stored case as the inspection command and the tests read it. */
export interface StoredCase {
  readonly id: number;
  readonly receivedAt: string;
  readonly orgId: string;
  readonly type: string | null;
  readonly subject: string;
  readonly email: string;
  readonly returnUrl: string;
  /** Every posted field (except the captcha answer), as sent. */
  readonly fields: Readonly<Record<string, FieldValue>>;
}

/** A post the endpoint refused, kept with its reasons so nothing sent is lost. */
export interface RejectedPost {
  readonly id: number;
  readonly receivedAt: string;
  readonly status: number;
  readonly problems: readonly PostProblem[];
  readonly fields: Readonly<Record<string, FieldValue>>;
}

export interface CaseStore {
  /** Stores a case durably; resolves once PostgreSQL has committed it. */
  addCase(submission: CaseSubmission): Promise<StoredCase>;
  addRejected(status: number, problems: readonly PostProblem[], fields: Readonly<Record<string, FieldValue>>): Promise<void>;
  listCases(): Promise<readonly StoredCase[]>;
  listRejected(): Promise<readonly RejectedPost[]>;
  close(): Promise<void>;
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
create table if not exists rejected_posts (
  id serial primary key,
  received_at timestamptz not null default now(),
  status integer not null,
  problems jsonb not null,
  fields jsonb not null
);`;

interface CaseRow {
  id: number;
  received_at: Date;
  org_id: string;
  case_type: string | null;
  subject: string;
  email: string;
  return_url: string;
  fields: Record<string, FieldValue>;
}

const toCase = (r: CaseRow): StoredCase => ({
  id: r.id, receivedAt: r.received_at.toISOString(), orgId: r.org_id, type: r.case_type, subject: r.subject, email: r.email, returnUrl: r.return_url, fields: r.fields,
});

/**
 * The case store: real PostgreSQL (PGlite) in `dataDir`, or in memory when
 * no directory is given (tests). One process owns a data directory at a
 * time; the inspection command asks the running service first.
 */
export async function openCaseStore(dataDir?: string): Promise<CaseStore> {
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  await db.exec(SCHEMA);
  return {
    async addCase(s) {
      const { rows } = await db.query<CaseRow>(
        'insert into cases (org_id, case_type, subject, email, return_url, fields) values ($1, $2, $3, $4, $5, $6) returning *',
        [s.orgId, s.type, s.subject, s.email, s.returnUrl, JSON.stringify(s.fields)],
      );
      const row = rows[0];
      if (!row) throw new Error('insert into cases returned no row');
      return toCase(row);
    },
    async addRejected(status, problems, fields) {
      await db.query('insert into rejected_posts (status, problems, fields) values ($1, $2, $3)', [status, JSON.stringify(problems), JSON.stringify(fields)]);
    },
    async listCases() {
      const { rows } = await db.query<CaseRow>('select * from cases order by id');
      return rows.map(toCase);
    },
    async listRejected() {
      const { rows } = await db.query<{ id: number; received_at: Date; status: number; problems: PostProblem[]; fields: Record<string, FieldValue> }>('select * from rejected_posts order by id');
      return rows.map((r) => ({ id: r.id, receivedAt: r.received_at.toISOString(), status: r.status, problems: r.problems, fields: r.fields }));
    },
    close: () => db.close(),
  };
}
