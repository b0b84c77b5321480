import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../styles/breakpoints.ts';

export const hero = style({ background: vars.color.background, color: vars.color.text, overflow: 'hidden' });
export const heroGrid = style({
  display: 'grid', gap: vars.space.xl, alignItems: 'center', paddingBlock: vars.space.xl,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1fr 1.1fr', paddingBlock: vars.space.xxl } },
});
export const eyebrow = style({ display: 'inline-block', fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, textTransform: 'uppercase', letterSpacing: '0.12em', color: vars.color.brandText, marginBottom: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl, '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.xxl }, [mediaUp('md')]: { fontSize: vars.fontSize.display } } });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '56rem' });
export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });
export const figure = style({ margin: 0, borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.overlay });
export const rangesTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg });
export const ranges = style({ display: 'grid', gap: vars.space.lg, '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const card = style({
  display: 'flex', flexDirection: 'column', background: vars.color.surface, borderRadius: vars.radius.md, overflow: 'hidden',
  boxShadow: vars.shadow.card, textDecoration: 'none', border: `0.1rem solid ${vars.color.border}`,
  transition: `transform ${vars.duration.normal} ${vars.easing.emphasized}`,
  selectors: { '&:hover': { transform: 'translateY(-0.4rem)' } },
});
export const cardBody = style({ padding: vars.space.lg });
export const cardTitle = style({ fontSize: vars.fontSize.lg, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const cardText = style({ color: vars.color.textMuted, margin: 0 });
