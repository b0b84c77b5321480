import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });
export const grid = style({
  display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' } } });
/** @knipignore Unused (knip). Kept only because removing a style renumbers this file's other class names (vanilla-extract short identifiers), which changes every page's CSS; drop it with the next visual change of this file. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
/** @knipignore Unused (knip); kept for the reason above. */
export const legend = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.lg, padding: 0, marginBottom: vars.space.md });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const captcha = style({ display: 'grid', gap: vars.space.xs, minHeight: '7.4rem' });
export const captchaLabel = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', borderTop: `0.1rem solid ${vars.color.border}`, paddingTop: vars.space.lg });
export const submit = style({ minWidth: '22rem', justifyContent: 'center', '@media': { 'screen and (max-width: 575px)': { width: '100%' } } });
export const status = style({ width: '100%' });
