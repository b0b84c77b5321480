import { createTheme } from '@vanilla-extract/css';
import { readableOn, unreadableTextPairs } from './readable-colour.ts';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from './theme-contract.css.ts';

/** The colours a brand chooses for one theme; status and focus colours are shared. */
export interface BrandPalette {
  readonly background: string;
  readonly surface: string;
  readonly surfaceAlt: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
}

/** What a brand decides about its look; everything else comes from the shared scales. */
export interface BrandThemeInput {
  readonly light: BrandPalette;
  readonly dark: BrandPalette;
  /** Brand colours, the same in both themes. */
  readonly brand: { readonly primary: string; readonly primaryHover: string; readonly primaryText: string; readonly accent: string; readonly accentText: string };
  readonly font: { readonly body: string; readonly heading: string };
  /** Content width: a rem value from the layout scale or a viewport width (one brand uses 92vw). */
  readonly container: string;
  readonly radius: { readonly sm: string; readonly md: string; readonly lg: string };
  readonly heading: { readonly letterSpacing: string; readonly textTransform: 'none' | 'uppercase' };
}

const STATUS = {
  // Success is dark enough for the darkest light surfaceAlt of any brand (#1e7b34 was 4.36:1 on sparta's).
  light: { success: '#1b7030', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6', focus: '#1a73e8', salePrice: '#b3261e', card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)' },
  dark: { success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8', focus: '#8ab4f8', salePrice: '#ff8a80', card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)' },
} as const;

/**
 * Creates a brand's light and dark vanilla-extract themes for the shared contract, and hands its brand colours back
 * as plain values. Throws, naming each pair, when a theme sets text the site shows on a colour under WCAG AA (4.5:1):
 * a brand cannot build unreadable buttons or status messages.
 */
export function defineBrandThemes(input: BrandThemeInput): { readonly light: string; readonly dark: string; readonly colours: BrandThemeInput['brand'] } {
  const unreadable = (['light', 'dark'] as const).flatMap((mode) => unreadableTextPairs({ ...input[mode], ...input.brand, ...STATUS[mode] }).map((pair) => `${mode}: ${pair}`));
  if (unreadable.length > 0) throw new Error(`Brand colours under WCAG AA contrast (4.5:1):\n  ${unreadable.join('\n  ')}`);
  const theme = (mode: 'light' | 'dark'): string => {
    const palette = input[mode];
    const status = STATUS[mode];
    return createTheme(vars, {
      color: {
        ...palette,
        ...input.brand,
        brandText: readableOn(palette.background, [input.brand.primary, input.brand.accent], palette.text),
        success: status.success, warning: status.warning, danger: status.danger, info: status.info, focus: status.focus,
        price: palette.text, salePrice: status.salePrice,
      },
      font: { ...input.font, weightRegular: '400', weightBold: '700', weightHeavy: '800' },
      fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
      lineHeight: { tight: '1.15', normal: '1.55' },
      layout: { ...sharedLayout, container: input.container, gutter: '2rem' },
      icon: sharedIcon,
      radius: { ...input.radius, pill: '99rem' },
      space: sharedSpace,
      easing: sharedEasing,
      duration: sharedDuration,
      letterSpacing: { heading: input.heading.letterSpacing },
      textTransform: { heading: input.heading.textTransform },
      shadow: { card: status.card, overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
    });
  };
  return { light: theme('light'), dark: theme('dark'), colours: { ...input.brand } };
}
