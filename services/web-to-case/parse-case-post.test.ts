import { describe, expect, it } from 'vitest';
import { parseCasePost } from './parse-case-post.ts';

const ORG = '00D5J0000001SPA';
const valid = (over: Record<string, string> = {}): URLSearchParams =>
  new URLSearchParams({
    orgid: ORG,
    retURL: 'http://127.0.0.1:4320/nl/nl/service/contact-us/',
    captcha_settings: JSON.stringify({ keyname: 'local-captcha', fallback: 'true', orgId: ORG, ts: '1700000000000' }),
    'g-recaptcha-response': 'answer',
    subject: 'Cracked rack',
    description: 'It cracked.',
    email: 'jan@example.nl',
    ...over,
  });
const parse = (body: URLSearchParams) => parseCasePost(body, { returnHosts: ['127.0.0.1'], checkCaptcha: (t) => (t ? null : 'missing') });
const problemsOf = (body: URLSearchParams) => {
  const r = parse(body);
  return r.ok ? [] : r.problems;
};

describe('parseCasePost', () => {
  it('accepts the post the contact form sends', () => {
    expect(parse(valid()).ok).toBe(true);
  });

  it.each([
    ['null', 'must be a JSON object with keyname, orgId and ts, not null'],
    ['[]', 'must be a JSON object with keyname, orgId and ts, not an array'],
    ['"x"', 'must be a JSON object with keyname, orgId and ts, not a string'],
    ['42', 'must be a JSON object with keyname, orgId and ts, not a number'],
    ['{}', 'needs keyname, orgId and ts as non-empty strings (missing or empty: keyname, orgId, ts)'],
    [JSON.stringify({ keyname: 'k', orgId: ORG, ts: '' }), 'needs keyname, orgId and ts as non-empty strings (missing or empty: ts)'],
    [JSON.stringify({ keyname: 'k', orgId: ORG, ts: 'yesterday' }), 'ts must be the time the form was sent, in milliseconds'],
    [JSON.stringify({ keyname: 'k', orgId: '00D000000000OTH', ts: '1' }), 'names another org than orgid'],
    ['{', 'is not JSON; send the object the contact form writes ({"keyname":…,"orgId":…,"ts":…})'],
  ])('refuses captcha_settings=%s', (settings, problem) => {
    expect(problemsOf(valid({ captcha_settings: settings }))).toEqual([{ field: 'captcha_settings', problem }]);
  });

  it('stores a NUL-bearing post without the NUL and with a note, instead of failing it', () => {
    const r = parse(valid({ description: 'a\u0000b', email: 'jan@example.nl\u0000' }));
    expect(r.ok && r.value).toMatchObject({ description: 'ab', email: 'jan@example.nl', fields: { description: 'ab' }, notes: [{ field: 'description' }, { field: 'email' }] });
  });

  it('returns retURL as the URL parser writes it, so a Location header can always carry it', () => {
    const r = parse(valid({ retURL: ' http://127.0.0.1/€?q=a b ' }));
    expect(r.ok && r.value.returnUrl).toBe('http://127.0.0.1/%E2%82%AC?q=a%20b');
  });

  it('refuses return URLs off the allowed hosts, whatever their spelling', () => {
    for (const retURL of ['//evil.example/', 'http://127.0.0.1@evil.example/', 'http://evil.example\\@127.0.0.1/', 'javascript:alert(1)', '/relative', 'http://evil.example%2f127.0.0.1/']) {
      expect(problemsOf(valid({ retURL })).map((p) => p.field), retURL).toContain('retURL');
    }
  });
});
