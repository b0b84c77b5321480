import { describe, expect, it } from 'vitest';
import { contrastRatio, unreadableTextPairs, type ThemeTextColours } from './readable-colour.ts';

const BRANDS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike', 'whitelabel'] as const;

/** Haibike's light theme as it was: white on its teal (3.2:1) on every button; the shared green of "In stock" on a sand surface. */
const OLD_HAIBIKE_LIGHT: ThemeTextColours = {
  background: '#f5f7f7', surface: '#ffffff', surfaceAlt: '#e8eeee', text: '#0b0f10', textMuted: '#526063',
  primary: '#00a19a', primaryHover: '#008079', primaryText: '#ffffff', accent: '#e5ff00', accentText: '#0b0f10',
  success: '#1b7030', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6', salePrice: '#b3261e',
};

/**
 * Every brand's themes keep the text the site shows on a colour at WCAG AA (4.5:1): axe's color-contrast found
 * haibike's white-on-teal buttons (3.2:1) and the "In stock" green on raleigh, sparta and ghost's product panels
 * (4.36–4.49:1). defineBrandThemes refuses such colours, so loading each brand's tokens is the check.
 */
describe('text on brand colours', () => {
  for (const brand of BRANDS) {
    it(`${brand}: its tokens load (no text under 4.5:1), and its button text is readable on the button`, async () => {
      const { brandColours: c } = (await import(`./${brand}/tokens.css.ts`)) as { brandColours: ThemeTextColours };
      expect(contrastRatio(c.primaryText, c.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.primaryText, c.primaryHover)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('names each unreadable pair with both colours and the ratio, rounded down', () => {
    expect(unreadableTextPairs(OLD_HAIBIKE_LIGHT)).toEqual(['primaryText #ffffff on primary #00a19a: 3.19:1']);
    expect(unreadableTextPairs({ ...OLD_HAIBIKE_LIGHT, surfaceAlt: '#f1ebe0', success: '#1e7b34', primaryText: '#0b0f10', primaryHover: '#00b3ab' })).toEqual(['success #1e7b34 on surfaceAlt #f1ebe0: 4.49:1']);
    expect(unreadableTextPairs({ ...OLD_HAIBIKE_LIGHT, primaryText: '#0b0f10', primaryHover: '#00b3ab' })).toEqual([]);
  });
});
