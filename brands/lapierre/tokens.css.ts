import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** French racing: tricolour blue with a red accent, square corners, uppercase headings. */
const common = {
  font: { body: "'Helvetica Neue', Arial, sans-serif", heading: "'Arial Black', 'Helvetica Neue', Arial, sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '144rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0', md: '0', lg: '0', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0.04em' },
  textTransform: { heading: 'uppercase' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f2f5f9',
    text: '#101820', textMuted: '#56606b', border: '#d8dee6',
    primary: '#0a4da2', primaryText: '#ffffff', primaryHover: '#083b7c',
    accent: '#e30613', accentText: '#ffffff',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#101820', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#0b1320', surface: '#121d2e', surfaceAlt: '#1a2740',
    text: '#ffffff', textMuted: '#a9b4c2', border: '#263550',
    primary: '#0a4da2', primaryText: '#ffffff', primaryHover: '#083b7c',
    accent: '#e30613', accentText: '#ffffff',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#ffffff', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
