import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** German e-bikes: Winora red on warm white and anthracite, Nunito Sans 400/700/800. */
const common = {
  font: { body: "'Nunito Sans', 'Segoe UI', Arial, sans-serif", heading: "'Nunito Sans', 'Segoe UI', Arial, sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '128rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.4rem', md: '0.8rem', lg: '1.6rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0' },
  textTransform: { heading: 'none' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f4f2ef',
    text: '#23272b', textMuted: '#5f666d', border: '#dedad4',
    primary: '#c8102e', primaryText: '#ffffff', primaryHover: '#a00d25',
    accent: '#2d3136', accentText: '#ffffff',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#23272b', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#1d2024', surface: '#26292e', surfaceAlt: '#30343a',
    text: '#ffffff', textMuted: '#b8bcc2', border: '#3c4148',
    primary: '#c8102e', primaryText: '#ffffff', primaryHover: '#a00d25',
    accent: '#2d3136', accentText: '#ffffff',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#ffffff', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
