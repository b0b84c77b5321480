import { brandConfig } from './brand.config.ts';
import { brandColours, darkTheme, lightTheme } from './tokens.css.ts';

/** The lapierre brand as the build loads it through `#brand`. */
export const brand = { config: brandConfig, themes: { light: lightTheme, dark: darkTheme }, colours: brandColours };
