import type { EntryField, EntryResult } from './entry-form-machine.ts';

/** What the form sends. */
export interface EntrySubmission {
  readonly answer: string;
  readonly name: string;
  readonly email: string;
  readonly consent: boolean;
  readonly captchaToken: string;
  /** The contest's photo: sent as multipart. */
  readonly photo?: Blob;
}

/** A published contest entry as the gallery shows it. */
export interface PublishedEntry {
  readonly id: string;
  /** "Anna K.". */
  readonly name: string;
  readonly photo?: { readonly width: number; readonly height: number; readonly sources: readonly { readonly width: number; readonly url: string }[] };
}

const SERVICE_FIELDS: Readonly<Record<string, EntryField>> = { answer: 'answer', name: 'name', email: 'email', consent: 'consent', photo: 'photo', captchaToken: 'captcha' };

/**
 * Posts an entry to `<baseUrl>/v1/campaigns/<id>/entries` (JSON, or multipart with the photo) and says what
 * happened as a value: stored, already entered (409), fields refused (400, by name), closed (410), or the service
 * unavailable (no answer, 5xx, anything unexpected). Never throws.
 */
export async function submitEntry(baseUrl: string, campaignId: string, entry: EntrySubmission, fetchImpl: typeof fetch = fetch): Promise<EntryResult> {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/campaigns/${encodeURIComponent(campaignId)}/entries`;
  let init: RequestInit;
  if (entry.photo) {
    const form = new FormData();
    form.set('answer', entry.answer);
    form.set('name', entry.name);
    form.set('email', entry.email);
    form.set('consent', String(entry.consent));
    form.set('captchaToken', entry.captchaToken);
    form.set('photo', entry.photo);
    init = { method: 'POST', body: form };
  } else {
    const { photo: _photo, ...fields } = entry;
    init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) };
  }
  let res: Response;
  try {
    res = await fetchImpl(url, init);
  } catch {
    return { kind: 'unavailable' };
  }
  if (res.status === 201) {
    const body = (await res.json().catch(() => ({}))) as { id?: unknown };
    return { kind: 'created', id: typeof body.id === 'string' ? body.id : '' };
  }
  if (res.status === 409) return { kind: 'duplicate' };
  if (res.status === 410) return { kind: 'closed' };
  if (res.status === 400 || res.status === 413) {
    const body = (await res.json().catch(() => ({}))) as { errors?: { field?: unknown }[] };
    const fields = [...new Set((body.errors ?? []).map((e) => SERVICE_FIELDS[String(e.field)]).filter((f): f is EntryField => f !== undefined))];
    if (fields.length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'unavailable' };
}

/** The contest's published entries, newest first; null when the service cannot be reached. */
export async function listEntries(baseUrl: string, campaignId: string, o: { readonly limit?: number; readonly fetchImpl?: typeof fetch } = {}): Promise<readonly PublishedEntry[] | null> {
  try {
    const res = await (o.fetchImpl ?? fetch)(`${baseUrl.replace(/\/+$/, '')}/v1/campaigns/${encodeURIComponent(campaignId)}/entries?limit=${o.limit ?? 48}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { entries?: PublishedEntry[] };
    return Array.isArray(body.entries) ? body.entries : null;
  } catch {
    return null;
  }
}
