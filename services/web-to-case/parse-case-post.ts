import type { CaptchaRejection } from './captcha-tokens.ts';

/** A posted field: one value, or several when the name repeats. */
export type FieldValue = string | readonly string[];

/** A valid web-to-case post, ready to store. */
export interface CaseSubmission {
  readonly orgId: string;
  readonly returnUrl: string;
  readonly email: string;
  readonly subject: string;
  readonly description: string;
  /** The case type picklist value, when sent. */
  readonly type: string | null;
  /** Every posted field as sent, except the captcha answer (a one-time secret). */
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** The captcha answer, to use up once the case is stored. */
  readonly captchaToken: string;
}

/** One thing wrong with a post, naming the field. */
export interface PostProblem {
  readonly field: string;
  readonly problem: string;
}

export type ParseCaseResult = { readonly ok: true; readonly value: CaseSubmission } | { readonly ok: false; readonly problems: readonly PostProblem[]; readonly fields: Readonly<Record<string, FieldValue>> };

export interface ParseCaseOptions {
  /** Host names `retURL` may point to (an open redirect otherwise). */
  readonly returnHosts: readonly string[];
  /** Checks the captcha answer without using it up. */
  readonly checkCaptcha: (token: string | undefined) => CaptchaRejection | null;
}

export const CAPTCHA_FIELD = 'g-recaptcha-response';
const ORG_ID = /^00D[A-Za-z0-9]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

const CAPTCHA_PROBLEM: Readonly<Record<CaptchaRejection, string>> = {
  missing: 'the captcha was not solved',
  unknown: 'the captcha answer was not issued by this service',
  expired: 'the captcha answer has expired; solve the captcha again',
  used: 'the captcha answer was already used for a case',
};

function collect(body: URLSearchParams): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  for (const name of new Set(body.keys())) {
    const all = body.getAll(name);
    fields[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return fields;
}

const single = (v: FieldValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * Validates a form-encoded web-to-case post the way the CRM endpoint needs
 * it: an org id, a `retURL` on an allowed host, a solved captcha with its
 * `captcha_settings` for the same org, an email address, a subject and a
 * description. Every problem is listed, not just the first.
 */
export function parseCasePost(body: URLSearchParams, options: ParseCaseOptions): ParseCaseResult {
  const all = collect(body);
  const { [CAPTCHA_FIELD]: captcha, ...fields } = all;
  const problems: PostProblem[] = [];
  const need = (name: string): string | undefined => {
    const v = all[name];
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) {
      problems.push({ field: name, problem: 'is required' });
      return undefined;
    }
    if (typeof v !== 'string') {
      problems.push({ field: name, problem: 'was sent more than once' });
      return undefined;
    }
    return v.trim();
  };
  const orgId = need('orgid');
  if (orgId !== undefined && !ORG_ID.test(orgId)) problems.push({ field: 'orgid', problem: 'must be a 15-character org id starting with 00D' });
  const returnUrl = need('retURL');
  if (returnUrl !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(returnUrl);
    } catch {
      problems.push({ field: 'retURL', problem: 'must be an absolute URL' });
    }
    if (url && !/^https?:$/.test(url.protocol)) problems.push({ field: 'retURL', problem: 'must be an http or https URL' });
    else if (url && !options.returnHosts.includes(url.hostname)) problems.push({ field: 'retURL', problem: `points to ${url.hostname}, which is not an allowed return host` });
  }
  const email = need('email');
  if (email !== undefined && !EMAIL.test(email)) problems.push({ field: 'email', problem: 'is not an email address' });
  const subject = need('subject');
  const description = need('description');
  const settingsRaw = need('captcha_settings');
  if (settingsRaw !== undefined) {
    let settings: unknown = null;
    try {
      settings = JSON.parse(settingsRaw);
    } catch {
      problems.push({ field: 'captcha_settings', problem: 'is not JSON' });
    }
    if (settings !== null) {
      const s = settings as Record<string, unknown>;
      if (typeof s !== 'object' || typeof s['keyname'] !== 'string' || typeof s['orgId'] !== 'string' || typeof s['ts'] !== 'string') {
        problems.push({ field: 'captcha_settings', problem: 'needs keyname, orgId and ts strings' });
      } else if (orgId !== undefined && s['orgId'] !== orgId) {
        problems.push({ field: 'captcha_settings', problem: 'names another org than orgid' });
      }
    }
  }
  const token = single(captcha);
  const rejection = options.checkCaptcha(token);
  if (rejection) problems.push({ field: CAPTCHA_FIELD, problem: CAPTCHA_PROBLEM[rejection] });
  if (problems.length > 0 || !orgId || !returnUrl || !email || !subject || !description || !token) {
    return { ok: false, problems, fields };
  }
  return { ok: true, value: { orgId, returnUrl, email, subject, description, type: single(all['type'])?.trim() || null, fields, captchaToken: token } };
}
