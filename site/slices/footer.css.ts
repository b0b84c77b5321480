import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

export const footer = style({ background: vars.color.background, color: vars.color.text, borderTop: `0.4rem solid ${vars.color.primary}`, paddingBlock: vars.space.xxl });
export const grid = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: '1fr', '@media': { [mediaUp('md')]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' } } });
export const brand = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.xl, textTransform: 'uppercase', margin: `0 0 ${vars.space.sm}` });
export const tagline = style({ color: vars.color.textMuted, maxWidth: '36rem' });
export const groupTitle = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em', color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const link = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.brandText } } });
export const bottom = style({ marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `0.1rem solid ${vars.color.border}`, display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'space-between', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const usps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, listStyle: 'none', margin: `0 0 ${vars.space.xl}`, padding: 0 });
export const usp = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weightBold });
