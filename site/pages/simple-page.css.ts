import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

export const wrap = style({ maxWidth: '72rem', paddingBlock: vars.space.xxl });
export const code = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: '9.6rem', lineHeight: 1, color: vars.color.brandText, margin: 0 });
export const title = style({ fontSize: vars.fontSize.xxl });
export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg, padding: 0, listStyle: 'none' });
export const panel = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.lg, padding: vars.space.xl, textAlign: 'center' });
