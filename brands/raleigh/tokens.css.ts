import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** British heritage: racing red, gold and cream with serif type. */
const themes = defineBrandThemes({
  light: { background: '#faf7f2', surface: '#ffffff', surfaceAlt: '#f1ebe0', text: '#1c2430', textMuted: '#5b6470', border: '#ddd5c7' },
  dark: { background: '#141b24', surface: '#1c2530', surfaceAlt: '#243040', text: '#f5f1ea', textMuted: '#b9b3a8', border: '#35404d' },
  brand: { primary: '#b5121b', primaryHover: '#8f0e15', primaryText: '#ffffff', accent: '#c9a227', accentText: '#1a1a1a' },
  font: { body: "'Georgia', 'Times New Roman', serif", heading: "'Georgia', 'Times New Roman', serif" },
  container: '120rem',
  radius: { sm: '0.2rem', md: '0.4rem', lg: '0.6rem' },
  heading: { letterSpacing: '0.02em', textTransform: 'none' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
