import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** Dutch city bikes: deep petrol, warm orange and soft rounded shapes. */
const common = {
  font: { body: "'Trebuchet MS', 'Segoe UI', sans-serif", heading: "'Trebuchet MS', 'Segoe UI', sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '120rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.8rem', md: '1.2rem', lg: '2rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0' },
  textTransform: { heading: 'none' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#f7f5f0', surface: '#ffffff', surfaceAlt: '#ece8df',
    text: '#1f2a2c', textMuted: '#5c6a6c', border: '#d9d4c8',
    primary: '#00505c', primaryText: '#ffffff', primaryHover: '#003c45',
    accent: '#f39200', accentText: '#1a1a1a',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#1f2a2c', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#0f2427', surface: '#163236', surfaceAlt: '#1d3f44',
    text: '#f7f5f0', textMuted: '#b4c2c3', border: '#2b5156',
    primary: '#00505c', primaryText: '#ffffff', primaryHover: '#003c45',
    accent: '#f39200', accentText: '#1a1a1a',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f7f5f0', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
