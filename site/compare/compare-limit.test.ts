import { describe, expect, it } from 'vitest';
import { maxCompareItems } from './compare-limit.ts';

describe('maxCompareItems (spec §9 breakpoints)', () => {
  it.each([
    [320, 2], [390, 2], [575, 2],
    [576, 3], [768, 3], [991, 3],
    [992, 4], [1440, 4], [2560, 4],
  ])('%i px wide allows %i bikes', (width, max) => {
    expect(maxCompareItems(width)).toBe(max);
  });
});
