import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { listShown, reviewsShownIn, starsShown } from './review-visibility.ts';

const reviews = (id: keyof typeof brandConfigs) => brandConfigs[id].features.reviews;

describe('where reviews show', () => {
  it('nowhere for brands with reviews off, and not in a brand’s excluded countries', () => {
    expect(reviewsShownIn(reviews('xlc'), 'DE')).toBe(false);
    expect(reviewsShownIn(reviews('whitelabel'), 'DE')).toBe(false);
    expect(reviewsShownIn(reviews('sparta'), 'DK')).toBe(false);
    expect(reviewsShownIn(reviews('sparta'), 'NL')).toBe(true);
    expect(reviewsShownIn(reviews('haibike'), 'FI')).toBe(false);
    expect(reviewsShownIn(reviews('haibike'), 'SE')).toBe(false);
    expect(reviewsShownIn(reviews('haibike'), 'DE')).toBe(true);
    expect(reviewsShownIn(reviews('winora'), 'AT')).toBe(true);
  });

  it('stars from the minimum count and one review on; the list from the minimum count (0: an empty list too)', () => {
    // winora: minimum 0.
    expect(starsShown(reviews('winora'), 0)).toBe(false);
    expect(listShown(reviews('winora'), 0)).toBe(true);
    expect(starsShown(reviews('winora'), 1)).toBe(true);
    // raleigh: minimum 1.
    expect(starsShown(reviews('raleigh'), 0)).toBe(false);
    expect(listShown(reviews('raleigh'), 0)).toBe(false);
    expect(starsShown(reviews('raleigh'), 1)).toBe(true);
    expect(listShown(reviews('raleigh'), 1)).toBe(true);
    // A brand asking for three reviews before it shows any.
    const three = { enabled: true, minCount: 3, excludedCountries: [] } as unknown as typeof brandConfigs.winora.features.reviews;
    expect([starsShown(three, 2), listShown(three, 2), starsShown(three, 3), listShown(three, 3)]).toEqual([false, false, true, true]);
  });
});
