import { style } from '@vanilla-extract/css';
import { vars } from '../../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../../styles/breakpoints.ts';

/** The placeholder a consent-gated embed shows in its 16:9 frame: theme tokens only (check-design-tokens). */
export const placeholder = style({
  position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: vars.space.sm,
  padding: vars.space.md, textAlign: 'center', background: vars.color.surfaceAlt, color: vars.color.text,
  '@media': { [mediaUp('md')]: { gap: vars.space.md, padding: vars.space.xl } },
});
export const play = style({
  display: 'grid', placeItems: 'center', width: vars.icon.xxl, height: vars.icon.xxl, borderRadius: vars.radius.pill,
  background: vars.color.primary, color: vars.color.primaryText,
});
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, lineHeight: vars.lineHeight.tight });
export const text = style({ margin: 0, maxWidth: '56rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm, '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.md } } });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
export const link = style({ color: vars.color.brandText, fontSize: vars.fontSize.sm, alignSelf: 'center' });
