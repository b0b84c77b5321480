import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

// 1rem = 10px: the token scale (icons 1.2rem–4rem, layouts 32rem–160rem) is written for it.
globalStyle('html', { fontSize: '62.5%', WebkitTextSizeAdjust: '100%', scrollPaddingTop: '8rem' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Tokens exist only inside a theme class, so type and colour are set on the layout root (layout.css.ts), not on body.
globalStyle('body', { margin: 0, fontSize: '1.6rem', WebkitFontSmoothing: 'antialiased' });
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightHeavy,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  textTransform: vars.textTransform.heading as 'none',
  margin: `0 0 ${vars.space.md}`,
  // A long word in capitals with wide tracking ("E-MOUNTAINBIKES" at 390 px) wraps instead of running out of its box.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('a', { color: 'inherit' });
globalStyle('img, svg', { maxWidth: '100%', display: 'block' });
globalStyle(':focus-visible', { outline: `0.3rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
