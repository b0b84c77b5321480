import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './readable-colour.ts';

describe('readable brand colour', () => {
  it('measures WCAG contrast: black on white 21:1, a colour on itself 1:1, #rgb as #rrggbb', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#00505c', '#00505c')).toBe(1);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it("keeps sparta's petrol on its light page, and takes its orange on the dark hero (petrol there is 1.9:1)", () => {
    const candidates = ['#00505c', '#f39200'];
    expect(readableOn('#f7f5f0', candidates, '#1f2a2c')).toBe('#00505c');
    expect(contrastRatio('#00505c', '#0f2427')).toBeLessThan(2);
    expect(readableOn('#0f2427', candidates, '#f7f5f0')).toBe('#f39200');
  });

  it('falls back to the text colour when no brand colour is readable', () => {
    expect(readableOn('#777777', ['#787878', '#767676'], '#ffffff')).toBe('#ffffff');
  });

  it('rejects a colour it cannot read, naming it', () => {
    expect(() => contrastRatio('rebeccapurple', '#fff')).toThrow('Brand colour "rebeccapurple" is not a #rgb or #rrggbb hex colour');
  });
});
