import { describe, expect, it } from 'vitest';
import { galleryFeedId, lineFeedSlug } from './feed-id.ts';

// The same examples as services/galleries/data/generate-galleries.test.ts: the site and the service agree on ids.
describe('galleryFeedId', () => {
  it('names feeds by brand and line slug', () => {
    expect(lineFeedSlug('iRide Pure')).toBe('iride-pure');
    expect(lineFeedSlug('Zéro 5.0')).toBe('zero-5-0');
    expect(galleryFeedId('winora')).toBe('winora-stories');
    expect(galleryFeedId('sparta', 'c-Grid')).toBe('sparta-line-c-grid');
  });
});
