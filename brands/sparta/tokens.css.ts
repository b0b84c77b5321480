import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** Dutch city bikes: deep petrol, warm orange and soft rounded shapes. */
const themes = defineBrandThemes({
  light: { background: '#f7f5f0', surface: '#ffffff', surfaceAlt: '#ece8df', text: '#1f2a2c', textMuted: '#5c6a6c', border: '#d9d4c8' },
  dark: { background: '#0f2427', surface: '#163236', surfaceAlt: '#1d3f44', text: '#f7f5f0', textMuted: '#b4c2c3', border: '#2b5156' },
  brand: { primary: '#00505c', primaryHover: '#003c45', primaryText: '#ffffff', accent: '#f39200', accentText: '#1a1a1a' },
  font: { body: "'Trebuchet MS', 'Segoe UI', sans-serif", heading: "'Trebuchet MS', 'Segoe UI', sans-serif" },
  container: '120rem',
  radius: { sm: '0.8rem', md: '1.2rem', lg: '2rem' },
  heading: { letterSpacing: '0', textTransform: 'none' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
