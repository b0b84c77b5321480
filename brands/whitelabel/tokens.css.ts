import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** White label: neutral greys and a calm blue, system fonts. */
const common = {
  font: { body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '120rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.4rem', md: '0.6rem', lg: '1rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0' },
  textTransform: { heading: 'none' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f1f3f5',
    text: '#212529', textMuted: '#5c636a', border: '#dee2e6',
    primary: '#3b5bdb', primaryText: '#ffffff', primaryHover: '#2f49b0',
    accent: '#495057', accentText: '#ffffff',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#212529', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#16181b', surface: '#1f2226', surfaceAlt: '#2a2e33',
    text: '#f8f9fa', textMuted: '#adb5bd', border: '#373c42',
    primary: '#3b5bdb', primaryText: '#ffffff', primaryHover: '#2f49b0',
    accent: '#495057', accentText: '#ffffff',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f8f9fa', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
