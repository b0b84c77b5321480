import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** White label: neutral greys and a calm blue, system fonts. */
const themes = defineBrandThemes({
  light: { background: '#ffffff', surface: '#ffffff', surfaceAlt: '#f1f3f5', text: '#212529', textMuted: '#5c636a', border: '#dee2e6' },
  dark: { background: '#16181b', surface: '#1f2226', surfaceAlt: '#2a2e33', text: '#f8f9fa', textMuted: '#adb5bd', border: '#373c42' },
  brand: { primary: '#3b5bdb', primaryHover: '#2f49b0', primaryText: '#ffffff', accent: '#495057', accentText: '#ffffff' },
  font: { body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  container: '120rem',
  radius: { sm: '0.4rem', md: '0.6rem', lg: '1rem' },
  heading: { letterSpacing: '0', textTransform: 'none' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
