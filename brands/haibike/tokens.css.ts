import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** E-mountain bikes: black with teal and a volt-yellow accent. */
const common = {
  font: { body: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif", heading: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '144rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.2rem', md: '0.4rem', lg: '0.4rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0.03em' },
  textTransform: { heading: 'uppercase' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#f5f7f7', surface: '#ffffff', surfaceAlt: '#e8eeee',
    text: '#0b0f10', textMuted: '#526063', border: '#cfd9da',
    primary: '#00a19a', primaryText: '#ffffff', primaryHover: '#008079',
    accent: '#e5ff00', accentText: '#0b0f10',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#0b0f10', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#0b0f10', surface: '#131a1b', surfaceAlt: '#1b2527',
    text: '#f5f7f7', textMuted: '#9fb0b2', border: '#2a3739',
    primary: '#00a19a', primaryText: '#ffffff', primaryHover: '#008079',
    accent: '#e5ff00', accentText: '#0b0f10',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f5f7f7', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
