import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReviewServer, type ReviewServer } from './create-reviews-server.ts';
import { loadReviewData } from './load-review-data.ts';
import { writeTestReviewData } from './testing-data.ts';

let server: ReviewServer;
let dir: string;
beforeAll(async () => {
  dir = writeTestReviewData();
  server = await startReviewServer({ data: loadReviewData(dir), port: 0 });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  Limit: number;
  Offset: number;
  TotalResults: number;
  Results: { Id: string; Rating: number; ContentLocale: string; Helpfulness: number | null; RatingRange: number }[];
  Includes: { Products?: Record<string, { ReviewStatistics: { AverageOverallRating: number; TotalReviewCount: number; RatingDistribution: { RatingValue: number; Count: number }[] }; FilteredReviewStatistics: { TotalReviewCount: number } }> };
  HasErrors: boolean;
  Errors: { Code: string; Message: string }[];
}
const get = async (query: string): Promise<{ status: number; body: Answer }> => {
  const res = await fetch(`${server.url}/data/reviews.json?apiversion=5.4&passkey=winora-test&${query}`);
  return { status: res.status, body: (await res.json()) as Answer };
};
const ids = (a: Answer): string[] => a.Results.map((r) => r.Id);

describe('reviews service: the Conversations API', () => {
  it('answers a product’s reviews newest first in the API envelope, with derived fields and CORS', async () => {
    const res = await fetch(`${server.url}/data/reviews.json?apiversion=5.4&passkey=winora-test&Filter=ProductId:P1`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({ Limit: 10, Offset: 0, TotalResults: 6, HasErrors: false, Errors: [] });
    expect(ids(body)).toEqual(['14', '15', '12', '13', '16', '11']);
    expect(body.Results[0]).toMatchObject({ RatingRange: 5, Helpfulness: 0.5, ModerationStatus: 'APPROVED' });
  });

  it('pages with Limit and Offset without overlap', async () => {
    const first = await get('Filter=ProductId:P1&Limit=4');
    const second = await get('Filter=ProductId:P1&Limit=4&Offset=4');
    expect(ids(first.body)).toEqual(['14', '15', '12', '13']);
    expect(ids(second.body)).toEqual(['16', '11']);
    expect(second.body).toMatchObject({ Limit: 4, Offset: 4, TotalResults: 6 });
  });

  it('sorts by rating both ways and by helpfulness (no votes last), ties by newest id', async () => {
    expect(ids((await get('Filter=ProductId:P1&Sort=Rating:desc')).body)).toEqual(['15', '11', '12', '14', '13', '16']);
    expect(ids((await get('Filter=ProductId:P1&Sort=Rating:asc')).body)).toEqual(['16', '13', '14', '12', '15', '11']);
    expect(ids((await get('Filter=ProductId:P1&Sort=Helpfulness:desc')).body)).toEqual(['15', '13', '11', '14', '16', '12']);
    expect(ids((await get('Filter=ProductId:P1&Sort=Rating:desc,SubmissionTime:asc')).body)).toEqual(['11', '15', '12', '14', '13', '16']);
  });

  it('filters by content locale (exact and language wildcard) and rating; statistics cover all and the filtered reviews', async () => {
    expect(ids((await get('Filter=ProductId:P1&Filter=ContentLocale:de*')).body)).toEqual(['15', '12', '11']);
    expect(ids((await get('Filter=ProductId:P1&Filter=ContentLocale:de_AT,en_GB')).body)).toEqual(['13', '11']);
    expect(ids((await get('Filter=ProductId:P1&Filter=Rating:gte:4')).body)).toEqual(['15', '12', '11']);
    const { body } = await get('Filter=ProductId:P1,P3&Filter=ContentLocale:fr*&Stats=Reviews&Limit=1');
    expect(body.TotalResults).toBe(1);
    expect(body.Includes.Products?.['P1']?.ReviewStatistics).toMatchObject({ AverageOverallRating: 3.3333, TotalReviewCount: 6 });
    expect(body.Includes.Products?.['P1']?.ReviewStatistics.RatingDistribution).toEqual([1, 2, 3, 4, 5].map((n) => ({ RatingValue: n, Count: n === 5 ? 2 : 1 })));
    expect(body.Includes.Products?.['P1']?.FilteredReviewStatistics.TotalReviewCount).toBe(1);
    expect(body.Includes.Products?.['P3']?.ReviewStatistics.TotalReviewCount).toBe(0);
  });

  it('answers an unknown product with no reviews, not an error', async () => {
    expect((await get('Filter=ProductId:NOPE')).body).toMatchObject({ TotalResults: 0, Results: [], HasErrors: false });
  });

  it('answers bad parameters with 400 and the API’s errors, each naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['Limit=0', 'ERROR_PARAM_INVALID_LIMIT', 'Limit "0" must be a whole number from 1 to 100'],
      ['Limit=1e2', 'ERROR_PARAM_INVALID_LIMIT', 'Limit "1e2"'],
      ['Offset=-1', 'ERROR_PARAM_INVALID_OFFSET', 'Offset "-1"'],
      ['Sort=Rating:up', 'ERROR_PARAM_INVALID_SORT_ATTRIBUTE', 'Sort "Rating:up" is not a sort'],
      ['Sort=Name:asc', 'ERROR_PARAM_INVALID_SORT_ATTRIBUTE', 'Sort "Name:asc"'],
      ['Filter=Color:red', 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', '"Color" cannot be filtered on'],
      ['Filter=ContentLocale:german', 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', '"german" is not a content locale'],
      ['Filter=Rating:gt:9', 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', 'a rating is a whole number from 1 to 5'],
      ['Filter=ProductId:', 'ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', 'needs a value after ProductId'],
      ['limit=5', 'ERROR_PARAM_INVALID_PARAMETERS', '"limit" is not a parameter of this API; did you mean Limit?'],
      ['Sort=Rating:asc&Sort=Rating:desc', 'ERROR_PARAM_INVALID_PARAMETERS', 'Sort is given 2 times'],
      ['Stats=Questions', 'ERROR_PARAM_INVALID_PARAMETERS', 'only Stats=Reviews'],
    ];
    for (const [query, code, message] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ HasErrors: true, Results: [], TotalResults: 0 });
      expect(body.Errors, query).toContainEqual({ Code: code, Message: expect.stringContaining(message) });
    }
  });

  it('refuses a missing or wrong version and an unknown passkey', async () => {
    const answer = async (query: string): Promise<Answer> => (await (await fetch(`${server.url}/data/reviews.json?${query}`)).json()) as Answer;
    expect((await answer('passkey=winora-test')).Errors[0]?.Code).toBe('ERROR_PARAM_MISSING_VERSION');
    expect((await answer('apiversion=5.3&passkey=winora-test')).Errors[0]).toEqual({ Code: 'ERROR_PARAM_INVALID_API_VERSION', Message: 'apiversion "5.3" is not supported; this API speaks 5.4.' });
    expect((await answer('apiversion=5.4&passkey=guess')).Errors[0]).toEqual({ Code: 'ERROR_PARAM_INVALID_API_KEY', Message: 'passkey "guess" is not a known API key.' });
    expect((await answer('apiversion=5.4')).Errors[0]?.Code).toBe('ERROR_PARAM_INVALID_API_KEY');
  });
});

describe('reviews service: the static content host', () => {
  it('serves a brand’s rating summaries per locale: every review counted, the locale’s language apart, unreviewed products absent', async () => {
    const res = await fetch(`${server.url}/static/winora/fr_CH/rating-summaries.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      brand: 'winora', locale: 'fr_CH',
      products: { P1: { average: 3.33, count: 6, distribution: [1, 1, 1, 1, 2], localeCount: 1 }, P2: { average: 4, count: 1, distribution: [0, 0, 0, 1, 0], localeCount: 1 } },
    });
  });

  it('answers an unknown brand, locale or route with 404 naming it; other methods 405; OPTIONS is a preflight', async () => {
    const missing = await fetch(`${server.url}/static/winora/sv_SE/rating-summaries.json`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('winora has no locale "sv_SE" (it has de_AT, en_AT, fr_CH).');
    expect((await fetch(`${server.url}/static/xlc/de_DE/rating-summaries.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/data/questions.json`)).status).toBe(404);
    const post = await fetch(`${server.url}/data/reviews.json`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await fetch(`${server.url}/data/reviews.json`, { method: 'OPTIONS' })).status).toBe(204);
  });
});
