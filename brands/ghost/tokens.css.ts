import { defineBrandThemes } from '../define-brand-themes.css.ts';

/** Mountain bikes: black with a lime accent, wide 92vw layout, uppercase headings. */
const themes = defineBrandThemes({
  light: { background: '#f4f4f2', surface: '#ffffff', surfaceAlt: '#e9e9e6', text: '#0d0d0d', textMuted: '#595959', border: '#d2d2cc' },
  dark: { background: '#0d0d0d', surface: '#171717', surfaceAlt: '#222222', text: '#f4f4f2', textMuted: '#a6a6a6', border: '#333333' },
  brand: { primary: '#b4d335', primaryHover: '#9dbb22', primaryText: '#0d0d0d', accent: '#ffffff', accentText: '#0d0d0d' },
  font: { body: "'Helvetica Neue', Arial, sans-serif", heading: "'Impact', 'Arial Narrow', sans-serif" },
  container: '92vw',
  radius: { sm: '0', md: '0.2rem', lg: '0.2rem' },
  heading: { letterSpacing: '0.06em', textTransform: 'uppercase' },
});

/** Light theme. */
export const lightTheme = themes.light;
/** Dark theme (dark headers and footers, dark sections). */
export const darkTheme = themes.dark;
/** Brand colours as plain values, for what is not CSS (the generated PDF manuals). */
export const brandColours = themes.colours;
