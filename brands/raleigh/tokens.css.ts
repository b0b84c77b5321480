import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** British heritage: racing red, gold and cream with serif type. */
const common = {
  font: { body: "'Georgia', 'Times New Roman', serif", heading: "'Georgia', 'Times New Roman', serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '120rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.2rem', md: '0.4rem', lg: '0.6rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0.02em' },
  textTransform: { heading: 'none' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#faf7f2', surface: '#ffffff', surfaceAlt: '#f1ebe0',
    text: '#1c2430', textMuted: '#5b6470', border: '#ddd5c7',
    primary: '#b5121b', primaryText: '#ffffff', primaryHover: '#8f0e15',
    accent: '#c9a227', accentText: '#1a1a1a',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#1c2430', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#141b24', surface: '#1c2530', surfaceAlt: '#243040',
    text: '#f5f1ea', textMuted: '#b9b3a8', border: '#35404d',
    primary: '#b5121b', primaryText: '#ffffff', primaryHover: '#8f0e15',
    accent: '#c9a227', accentText: '#1a1a1a',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f5f1ea', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
