import { describe, expect, it } from 'vitest';
import { nextHeaderState } from './use-header-state.ts';

describe('nextHeaderState', () => {
  it('is normal at the top of the page, whichever way the page moved', () => {
    expect(nextHeaderState(0, 0)).toBe('normal');
    expect(nextHeaderState(500, 0)).toBe('normal');
    expect(nextHeaderState(0, 4)).toBe('normal');
    expect(nextHeaderState(300, 3)).toBe('normal');
  });

  it('turns scrolled (compact) as soon as the page moves down off the top', () => {
    expect(nextHeaderState(0, 5)).toBe('scrolled');
    expect(nextHeaderState(0, 50)).toBe('scrolled');
    expect(nextHeaderState(100, 400)).toBe('scrolled');
  });

  it('slides in as sticky when scrolling back up below the threshold', () => {
    expect(nextHeaderState(400, 300)).toBe('sticky');
    expect(nextHeaderState(82, 81)).toBe('sticky');
  });

  it('goes back to scrolled when scrolling down again after being sticky', () => {
    expect(nextHeaderState(300, 350)).toBe('scrolled');
  });

  it('stays scrolled, not sticky, when scrolling up within the threshold but not at the top', () => {
    expect(nextHeaderState(200, 80)).toBe('scrolled');
    expect(nextHeaderState(60, 30)).toBe('scrolled');
  });

  it('honours a custom threshold', () => {
    expect(nextHeaderState(300, 150, 200)).toBe('scrolled');
    expect(nextHeaderState(300, 250, 200)).toBe('sticky');
  });

  it('is scrolled when the position did not change mid-page', () => {
    expect(nextHeaderState(300, 300)).toBe('scrolled');
  });
});
