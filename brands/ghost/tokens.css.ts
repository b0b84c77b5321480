import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** Mountain bikes: black with a lime accent, wide 92vw layout, uppercase headings. */
const common = {
  font: { body: "'Helvetica Neue', Arial, sans-serif", heading: "'Impact', 'Arial Narrow', sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '92vw', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0', md: '0.2rem', lg: '0.2rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0.06em' },
  textTransform: { heading: 'uppercase' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#f4f4f2', surface: '#ffffff', surfaceAlt: '#e9e9e6',
    text: '#0d0d0d', textMuted: '#595959', border: '#d2d2cc',
    primary: '#b4d335', primaryText: '#0d0d0d', primaryHover: '#9dbb22',
    accent: '#ffffff', accentText: '#0d0d0d',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#0d0d0d', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#0d0d0d', surface: '#171717', surfaceAlt: '#222222',
    text: '#f4f4f2', textMuted: '#a6a6a6', border: '#333333',
    primary: '#b4d335', primaryText: '#0d0d0d', primaryHover: '#9dbb22',
    accent: '#ffffff', accentText: '#0d0d0d',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f4f4f2', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
