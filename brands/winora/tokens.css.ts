import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** German e-bikes: Winora red on warm white and anthracite, Nunito Sans 400/700/800. */
const themes = defineBrandThemes({
  light: { background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f4f2ef', text: '#23272b', textMuted: '#5f666d', border: '#dedad4' },
  dark: { background: '#1d2024', surface: '#26292e', surfaceAlt: '#30343a', text: '#ffffff', textMuted: '#b8bcc2', border: '#3c4148' },
  brand: { primary: '#c8102e', primaryHover: '#a00d25', primaryText: '#ffffff', accent: '#2d3136', accentText: '#ffffff' },
  font: { body: "'Nunito Sans', 'Segoe UI', Arial, sans-serif", heading: "'Nunito Sans', 'Segoe UI', Arial, sans-serif" },
  container: '128rem',
  radius: { sm: '0.4rem', md: '0.8rem', lg: '1.6rem' },
  heading: { letterSpacing: '0', textTransform: 'none' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
