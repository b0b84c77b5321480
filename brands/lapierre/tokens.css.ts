import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** French racing: tricolour blue with a red accent, square corners, uppercase headings. */
const themes = defineBrandThemes({
  light: { background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f2f5f9', text: '#101820', textMuted: '#56606b', border: '#d8dee6' },
  dark: { background: '#0b1320', surface: '#121d2e', surfaceAlt: '#1a2740', text: '#ffffff', textMuted: '#a9b4c2', border: '#263550' },
  brand: { primary: '#0a4da2', primaryHover: '#083b7c', primaryText: '#ffffff', accent: '#e30613', accentText: '#ffffff' },
  font: { body: "'Helvetica Neue', Arial, sans-serif", heading: "'Arial Black', 'Helvetica Neue', Arial, sans-serif" },
  container: '144rem',
  radius: { sm: '0', md: '0', lg: '0' },
  heading: { letterSpacing: '0.04em', textTransform: 'uppercase' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
