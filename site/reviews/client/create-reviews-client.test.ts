import { describe, expect, it } from 'vitest';
import { createReviewsClient } from './create-reviews-client.ts';

const review = { Id: '1', Title: ' Great ', ReviewText: 'A long enough review text.', Rating: 5, UserNickname: 'anna', UserLocation: 'Wien', SubmissionTime: '2025-01-01T10:00:00.000+00:00', ContentLocale: 'de_AT', IsRecommended: true, TotalPositiveFeedbackCount: 3, Extra: 'dropped' };
const page = { Limit: 5, Offset: 0, TotalResults: 1, Locale: null, Results: [review], Includes: {}, HasErrors: false, Errors: [] };

/** A fetch that records the URL and answers `body` with `status`. */
function answering(status: number, body: unknown): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  return { urls, fetch: (async (url: string) => {
    urls.push(String(url));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch };
}

describe('reviews client', () => {
  it('asks the Conversations API for one page in the page language, sorted, and maps the answer into the site’s review', async () => {
    const f = answering(200, page);
    const client = createReviewsClient({ baseUrl: 'http://r.test/', passkey: 'key-1', fetch: f.fetch });
    const result = await client.listReviews({ productId: '4454030', languages: ['de'], sort: 'highest', limit: 5, offset: 10 });
    const url = new URL(f.urls[0]!);
    expect(url.pathname).toBe('/data/reviews.json');
    expect(url.searchParams.get('apiversion')).toBe('5.4');
    expect(url.searchParams.get('passkey')).toBe('key-1');
    expect(url.searchParams.getAll('Filter')).toEqual(['ProductId:4454030', 'ContentLocale:de*']);
    expect(url.searchParams.get('Sort')).toBe('Rating:desc,SubmissionTime:desc');
    expect([url.searchParams.get('Limit'), url.searchParams.get('Offset')]).toEqual(['5', '10']);
    expect(result).toEqual({ ok: true, value: { total: 1, offset: 0, limit: 5, reviews: [{ id: '1', title: 'Great', text: 'A long enough review text.', rating: 5, nickname: 'anna', location: 'Wien', submittedAt: '2025-01-01T10:00:00.000+00:00', contentLocale: 'de_AT', language: 'de', recommended: true, helpfulVotes: 3 }] } });
  });

  it('asks every language without a ContentLocale filter', async () => {
    const f = answering(200, page);
    await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: f.fetch }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 });
    expect(new URL(f.urls[0]!).searchParams.getAll('Filter')).toEqual(['ProductId:P']);
  });

  it('gives the API’s errors as an http failure, with HTTP 400 and with Bazaarvoice’s HTTP 200, the passkey kept out of the message', async () => {
    const errors = { ...page, Results: [], HasErrors: true, Errors: [{ Code: 'ERROR_PARAM_INVALID_LIMIT', Message: 'Limit "0" must be a whole number from 1 to 100.' }] };
    for (const status of [400, 200]) {
      const result = await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'secret-key', fetch: answering(status, errors).fetch }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ type: 'http', status, retryable: false });
      expect(result.error.message).toContain('ERROR_PARAM_INVALID_LIMIT: Limit "0" must be a whole number from 1 to 100.');
      expect(result.error.message).not.toContain('secret-key');
    }
  });

  it('gives a body that is not JSON or not the shape as a parse failure naming where', async () => {
    const notJson = await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: answering(200, '<html>').fetch }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 });
    expect(notJson).toMatchObject({ ok: false, error: { type: 'parse', message: expect.stringContaining('not JSON') } });
    const badRating = await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: answering(200, { ...page, Results: [{ ...review, Rating: 9 }] }).fetch }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 });
    expect(badRating).toMatchObject({ ok: false, error: { type: 'parse', message: expect.stringContaining('at Results.0.Rating') } });
  });

  it('gives a refused connection as a retryable network failure, a 503 as a retryable http failure, an abort as aborted', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: refused }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 })).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
    expect(await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: answering(503, 'busy').fetch }).ratingSummaries('winora', 'de_AT')).toMatchObject({ ok: false, error: { type: 'http', status: 503, retryable: true } });
    const controller = new AbortController();
    controller.abort();
    expect(await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: answering(200, page).fetch }).listReviews({ productId: 'P', languages: null, sort: 'newest', limit: 5, offset: 0 }, { signal: controller.signal })).toMatchObject({ ok: false, error: { type: 'aborted' } });
  });

  it('reads a brand’s rating summaries for a locale from the static host', async () => {
    const f = answering(200, { brand: 'winora', locale: 'de_AT', products: { P1: { average: 4.33, count: 6, distribution: [1, 0, 1, 1, 3], localeCount: 2 } } });
    const result = await createReviewsClient({ baseUrl: 'http://r.test', passkey: 'k', fetch: f.fetch }).ratingSummaries('winora', 'de_AT');
    expect(f.urls).toEqual(['http://r.test/static/winora/de_AT/rating-summaries.json']);
    expect(result).toEqual({ ok: true, value: { P1: { average: 4.33, count: 6, distribution: [1, 0, 1, 1, 3], localeCount: 2 } } });
  });
});
