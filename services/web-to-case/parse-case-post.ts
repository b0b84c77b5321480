import type { CaptchaRejection } from '../shared/captcha-tokens.ts';
import { cleanPostedFields, type FieldNote, type FieldValue } from './clean-posted-fields.ts';

export type { FieldNote, FieldValue } from './clean-posted-fields.ts';

/** A valid web-to-case post, ready to store. */
export interface CaseSubmission {
  readonly orgId: string;
  /** `retURL` as the URL parser writes it (ASCII, percent-encoded): safe in a Location header. */
  readonly returnUrl: string;
  readonly email: string;
  readonly subject: string;
  readonly description: string;
  /** The case type picklist value, when sent. */
  readonly type: string | null;
  /** Every posted field as sent (control characters removed), except the captcha answer (a one-time secret). */
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** What was changed in the fields before storing them (control characters removed). */
  readonly notes: readonly FieldNote[];
  /** The captcha answer, to use up once the case is stored. */
  readonly captchaToken: string;
}

/** One thing wrong with a post, naming the field. */
export interface PostProblem {
  readonly field: string;
  readonly problem: string;
}

export type ParseCaseResult =
  | { readonly ok: true; readonly value: CaseSubmission }
  | { readonly ok: false; readonly problems: readonly PostProblem[]; readonly fields: Readonly<Record<string, FieldValue>>; readonly notes: readonly FieldNote[] };

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

const single = (v: FieldValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
/** Text from the post quoted in a problem, cut short: the page and the refused-post store stay small. */
const quote = (s: string): string => (s.length > 80 ? `${s.slice(0, 80)}…` : s);
const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`);

/**
 * What the CRM's captcha check needs in `captcha_settings`: a JSON object naming the site key, the org and
 * the time the form was sent (ms), as the contact form writes it. Anything else (`null`, `[]`, `"x"`) is
 * refused: it used to pass (`null` parsed to "nothing to check").
 */
function captchaSettingsProblem(raw: string, orgId: string | undefined): string | null {
  let settings: unknown;
  try {
    settings = JSON.parse(raw);
  } catch {
    return 'is not JSON; send the object the contact form writes ({"keyname":…,"orgId":…,"ts":…})';
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return `must be a JSON object with keyname, orgId and ts, not ${kindOf(settings)}`;
  }
  const s = settings as Record<string, unknown>;
  const missing = ['keyname', 'orgId', 'ts'].filter((k) => typeof s[k] !== 'string' || s[k] === '');
  if (missing.length > 0) return `needs keyname, orgId and ts as non-empty strings (missing or empty: ${missing.join(', ')})`;
  if (!/^\d{1,16}$/.test(s['ts'] as string)) return 'ts must be the time the form was sent, in milliseconds';
  if (orgId !== undefined && s['orgId'] !== orgId) return 'names another org than orgid';
  return null;
}

/**
 * Validates a form-encoded web-to-case post the way the CRM endpoint needs
 * it: an org id, a `retURL` on an allowed host, a solved captcha with its
 * `captcha_settings` for the same org, an email address, a subject and a
 * description. Every problem is listed, not just the first.
 */
export function parseCasePost(body: URLSearchParams, options: ParseCaseOptions): ParseCaseResult {
  const { fields: all, notes } = cleanPostedFields(body);
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
  const returnText = need('retURL');
  let returnUrl: string | undefined;
  if (returnText !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(returnText);
    } catch {
      problems.push({ field: 'retURL', problem: 'must be an absolute URL' });
    }
    if (url && !/^https?:$/.test(url.protocol)) problems.push({ field: 'retURL', problem: 'must be an http or https URL' });
    else if (url && !options.returnHosts.includes(url.hostname)) problems.push({ field: 'retURL', problem: `points to ${quote(url.hostname)}, which is not an allowed return host` });
    else if (url) returnUrl = url.href;
  }
  const email = need('email');
  if (email !== undefined && !EMAIL.test(email)) problems.push({ field: 'email', problem: 'is not an email address' });
  const subject = need('subject');
  const description = need('description');
  const settingsRaw = need('captcha_settings');
  const settingsProblem = settingsRaw === undefined ? null : captchaSettingsProblem(settingsRaw, orgId);
  if (settingsProblem) problems.push({ field: 'captcha_settings', problem: settingsProblem });
  const token = single(captcha);
  const rejection = options.checkCaptcha(token);
  if (rejection) problems.push({ field: CAPTCHA_FIELD, problem: CAPTCHA_PROBLEM[rejection] });
  if (problems.length > 0 || !orgId || !returnUrl || !email || !subject || !description || !token) {
    return { ok: false, problems, fields, notes };
  }
  return { ok: true, value: { orgId, returnUrl, email, subject, description, type: single(all['type'])?.trim() || null, fields, notes, captchaToken: token } };
}
