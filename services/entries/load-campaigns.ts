/**
 * The campaigns the service takes entries for, read from the content: every story file with a `campaign_entry`
 * block (the raffle, the social-media contest) names a campaign id, its end and whether an entry carries a photo.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A campaign as the service enforces it. */
export interface Campaign {
  readonly id: string;
  /** Entries are refused (410) from this instant on (ms since the epoch). */
  readonly endsAt: number;
  /** The contest: every entry carries a photo, and its entries are published with their photos. */
  readonly photo: boolean;
}

/** What {@link loadCampaigns} found: the campaigns, and one line per block it could not use (file and problem). */
export interface LoadedCampaigns {
  readonly campaigns: ReadonlyMap<string, Campaign>;
  readonly problems: readonly string[];
}

/** Campaign ids as URLs carry them. */
export const CAMPAIGN_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

function* blocksOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* blocksOf(item);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.component === 'campaign_entry') yield record;
    for (const child of Object.values(record)) yield* blocksOf(child);
  }
}

function* jsonFiles(dir: string): Generator<string> {
  let names: fs.Dirent[];
  try {
    names = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of names) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(file);
    else if (entry.name.endsWith('.json')) yield file;
  }
}

/**
 * Reads the `campaign_entry` blocks of every story under `contentDir`. The same campaign appears once per language;
 * the languages must agree on its end and photo, else the earliest end wins and the disagreement is a problem.
 */
export function loadCampaigns(contentDir: string): LoadedCampaigns {
  const campaigns = new Map<string, Campaign>();
  const problems: string[] = [];
  for (const file of jsonFiles(contentDir)) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('"campaign_entry"')) continue;
    let story: unknown;
    try {
      story = JSON.parse(text);
    } catch {
      problems.push(`${file}: not JSON`);
      continue;
    }
    for (const block of blocksOf(story)) {
      const id = block.campaignId;
      const endsAt = typeof block.endDate === 'string' ? Date.parse(block.endDate) : Number.NaN;
      if (typeof id !== 'string' || !CAMPAIGN_ID.test(id)) {
        problems.push(`${file}: campaign_entry.campaignId ${JSON.stringify(id)} is not a campaign id (a-z, 0-9, hyphens)`);
        continue;
      }
      if (!Number.isFinite(endsAt)) {
        problems.push(`${file}: campaign_entry.endDate ${JSON.stringify(block.endDate)} of ${id} is not a date`);
        continue;
      }
      const campaign: Campaign = { id, endsAt, photo: block.photo === true };
      const known = campaigns.get(id);
      if (known && (known.endsAt !== endsAt || known.photo !== campaign.photo)) {
        problems.push(`${file}: campaign ${id} disagrees with another language (end or photo); the earliest end applies`);
      }
      campaigns.set(id, known ? { id, endsAt: Math.min(known.endsAt, endsAt), photo: known.photo || campaign.photo } : campaign);
    }
  }
  return { campaigns, problems };
}
