import '@fontsource/nunito-sans/400.css';
import '@fontsource/nunito-sans/700.css';
import '@fontsource/nunito-sans/800.css';
import { brandConfig } from './brand.config.ts';
import { brandColours, darkTheme, lightTheme } from './tokens.css.ts';

/** The winora brand as the build loads it through `#brand`. */
export const brand = { config: brandConfig, themes: { light: lightTheme, dark: darkTheme }, colours: brandColours };
