import { createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic design tokens every brand fills, in a light and a dark theme.
 * Components use only these; raw colours in components fail check-design-tokens.
 * Sizes are rem on a 10 px root (html { font-size: 62.5% }).
 */
export const vars = createThemeContract({
  color: {
    background: null, surface: null, surfaceAlt: null, text: null, textMuted: null, border: null,
    primary: null, primaryText: null, primaryHover: null, accent: null, accentText: null,
    /** A brand colour readable as text on this theme's background (primary, else accent, else text). */
    brandText: null,
    success: null, warning: null, danger: null, info: null, focus: null, price: null, salePrice: null,
  },
  font: { body: null, heading: null, weightRegular: null, weightBold: null, weightHeavy: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { tight: null, normal: null },
  layout: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, container: null, gutter: null },
  icon: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  easing: { standard: null, emphasized: null, exit: null },
  duration: { fast: null, normal: null, slow: null },
  shadow: { card: null, overlay: null },
  letterSpacing: { heading: null },
  textTransform: { heading: null },
});

/** Easing curves shared by every brand. */
export const sharedEasing = {
  standard: 'cubic-bezier(0.4, 0, 0.2, 1)',
  emphasized: 'cubic-bezier(0.16, 1, 0.3, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Layout widths shared by every brand (32rem to 160rem); `container` is per brand. */
export const sharedLayout = { xs: '32rem', sm: '48rem', md: '76.8rem', lg: '99.2rem', xl: '120rem', xxl: '160rem' } as const;
/** Icon sizes shared by every brand (1.2rem to 4rem). */
export const sharedIcon = { xs: '1.2rem', sm: '1.6rem', md: '2rem', lg: '2.4rem', xl: '3.2rem', xxl: '4rem' } as const;
export const sharedSpace = { xs: '0.4rem', sm: '0.8rem', md: '1.6rem', lg: '2.4rem', xl: '4rem', xxl: '6.4rem' } as const;
export const sharedDuration = { fast: '120ms', normal: '240ms', slow: '500ms' } as const;
