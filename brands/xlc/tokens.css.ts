import { createTheme } from '@vanilla-extract/css';
import { sharedDuration, sharedEasing, sharedIcon, sharedLayout, sharedSpace, vars } from '../theme-contract.css.ts';

/** Parts and accessories: signal yellow on black, technical condensed type. */
const common = {
  font: { body: "'Roboto', 'Helvetica Neue', Arial, sans-serif", heading: "'Roboto Condensed', 'Arial Narrow', Arial, sans-serif", weightRegular: '400', weightBold: '700', weightHeavy: '800' },
  fontSize: { xs: '1.2rem', sm: '1.4rem', md: '1.6rem', lg: '2rem', xl: '2.8rem', xxl: '3.6rem', display: '5.2rem' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  layout: { ...sharedLayout, container: '140rem', gutter: '2rem' },
  icon: sharedIcon,
  radius: { sm: '0.2rem', md: '0.2rem', lg: '0.4rem', pill: '99rem' },
  space: sharedSpace,
  easing: sharedEasing,
  duration: sharedDuration,
  letterSpacing: { heading: '0.02em' },
  textTransform: { heading: 'uppercase' },
};

/** Light theme. */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f3f3f3',
    text: '#111111', textMuted: '#5e5e5e', border: '#dcdcdc',
    primary: '#ffd100', primaryText: '#111111', primaryHover: '#e6bc00',
    accent: '#111111', accentText: '#ffd100',
    success: '#1e7b34', warning: '#8a5a00', danger: '#b3261e', info: '#1f5aa6',
    focus: '#1a73e8', price: '#111111', salePrice: '#b3261e',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.08)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});

/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = createTheme(vars, {
  color: {
    background: '#111111', surface: '#1b1b1b', surfaceAlt: '#252525',
    text: '#f5f5f5', textMuted: '#b0b0b0', border: '#333333',
    primary: '#ffd100', primaryText: '#111111', primaryHover: '#e6bc00',
    accent: '#111111', accentText: '#ffd100',
    success: '#5ccf7a', warning: '#ffc24d', danger: '#ff8a80', info: '#8ab4f8',
    focus: '#8ab4f8', price: '#f5f5f5', salePrice: '#ff8a80',
  },
  ...common,
  shadow: { card: '0 0.2rem 0.8rem rgba(0, 0, 0, 0.5)', overlay: '0 1.6rem 4.8rem rgba(0, 0, 0, 0.35)' },
});
