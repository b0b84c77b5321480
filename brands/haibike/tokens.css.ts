import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** E-mountain bikes: black with teal and a volt-yellow accent; black text on the teal (white on it is 3.2:1, under WCAG AA). */
const themes = defineBrandThemes({
  light: { background: '#f5f7f7', surface: '#ffffff', surfaceAlt: '#e8eeee', text: '#0b0f10', textMuted: '#526063', border: '#cfd9da' },
  dark: { background: '#0b0f10', surface: '#131a1b', surfaceAlt: '#1b2527', text: '#f5f7f7', textMuted: '#9fb0b2', border: '#2a3739' },
  brand: { primary: '#00a19a', primaryHover: '#00b3ab', primaryText: '#0b0f10', accent: '#e5ff00', accentText: '#0b0f10' },
  font: { body: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif", heading: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif" },
  container: '144rem',
  radius: { sm: '0.2rem', md: '0.4rem', lg: '0.4rem' },
  heading: { letterSpacing: '0.03em', textTransform: 'uppercase' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
