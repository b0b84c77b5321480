import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** Parts and accessories: signal yellow on black, technical condensed type. */
const themes = defineBrandThemes({
  light: { background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f3f3f3', text: '#111111', textMuted: '#5e5e5e', border: '#dcdcdc' },
  dark: { background: '#111111', surface: '#1b1b1b', surfaceAlt: '#252525', text: '#f5f5f5', textMuted: '#b0b0b0', border: '#333333' },
  brand: { primary: '#ffd100', primaryHover: '#e6bc00', primaryText: '#111111', accent: '#111111', accentText: '#ffd100' },
  font: { body: "'Roboto', 'Helvetica Neue', Arial, sans-serif", heading: "'Roboto Condensed', 'Arial Narrow', Arial, sans-serif" },
  container: '140rem',
  radius: { sm: '0.2rem', md: '0.2rem', lg: '0.4rem' },
  heading: { letterSpacing: '0.02em', textTransform: 'uppercase' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
