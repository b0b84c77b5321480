import { brandConfig } from './brand.config.ts';
import { darkTheme, lightTheme } from './tokens.css.ts';

/** The whitelabel brand as the build loads it through `#brand`. */
export const brand = { config: brandConfig, themes: { light: lightTheme, dark: darkTheme } };
