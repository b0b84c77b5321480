import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Dealer finder, map, dealer panel and dealer cards: theme tokens only. */
export const finder = style({ display: 'grid', gap: vars.space.lg, marginBlock: vars.space.lg });
export const searchBar = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surfaceAlt, borderRadius: vars.radius.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' }, [mediaUp('lg')]: { padding: vars.space.xl } },
});
export const searchForm = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } } });
export const label = style({ gridColumn: '1 / -1', fontWeight: vars.font.weightBold });
export const input = style({
  minHeight: '4.8rem', padding: `0 ${vars.space.md}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md,
  background: vars.color.background, color: vars.color.text, fontSize: vars.fontSize.md, width: '100%',
});
export const locate = style({ alignSelf: 'end', justifyContent: 'center' });
export const filters = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const filtersTitle = style({ fontWeight: vars.font.weightBold, padding: 0, marginInlineEnd: vars.space.sm, float: 'left' });
export const chip = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '4rem', padding: `0 ${vars.space.md}`,
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.pill, background: vars.color.background, cursor: 'pointer', userSelect: 'none',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 0.1rem ${vars.color.primary}` }, '&:has(input:focus-visible)': { outline: `0.2rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' } },
});
globalStyle(`${chip} input`, { accentColor: vars.color.primary, width: '1.6rem', height: '1.6rem', margin: 0 });
export const status = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.fontSize.lg });
export const notice = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, borderInlineStart: `0.4rem solid ${vars.color.warning}`, background: vars.color.surface, borderRadius: vars.radius.sm });
export const columns = style({
  display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' } },
});
/** On a phone the map comes first (a glance at where the dealers are), the list under it. */
export const mapColumn = style({ order: -1, '@media': { [mediaUp('lg')]: { order: 1, position: 'sticky', top: vars.space.xl } } });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const card = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface, border: `0.1rem solid ${vars.color.border}`,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, '@media': { [mediaUp('md')]: { padding: vars.space.lg } },
});
export const cardActive = style({ borderColor: vars.color.primary, boxShadow: `inset 0 0 0 0.1rem ${vars.color.primary}` });
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
globalStyle(`${cardName} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${cardName} a:hover`, { textDecoration: 'underline' });
export const distance = style({ whiteSpace: 'nowrap', fontWeight: vars.font.weightBold, color: vars.color.brandText });
export const address = style({ fontStyle: 'normal', color: vars.color.textMuted, margin: 0 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0 });
export const tag = style({ padding: `0.2rem ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, fontSize: vars.fontSize.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, marginTop: vars.space.xs, alignItems: 'center' });
export const actionLink = style({ color: vars.color.brandText, fontWeight: vars.font.weightBold, textUnderlineOffset: '0.3rem', minHeight: '2.4rem', display: 'inline-flex', alignItems: 'center' });

/** Water: a trace of the theme's info colour over the page background (the frame shows it where the country's shape leaves room). */
const water = `color-mix(in srgb, ${vars.color.info} 14%, ${vars.color.background})`;
export const mapFrame = style({
  position: 'relative', width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceAlt, border: `0.1rem solid ${vars.color.border}`,
  minHeight: '24rem', display: 'grid', selectors: { '&[data-map-state=map]': { background: water } },
});
/** On a phone the map stays a glance (the list is the way in); beside the list it may take the screen's height. Maps are 6:7 (MAP_ASPECT), so a column of that shape has no bands. */
export const mapSvg = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '50vh', '@media': { [mediaUp('lg')]: { maxHeight: '80vh' } } });
export const sea = style({ fill: water });
/** Neighbours recede; the country reads as bright land with a firm outline. */
export const neighbour = style({ fill: vars.color.surfaceAlt, stroke: vars.color.border, strokeWidth: 1.5 });
export const land = style({ fill: vars.color.background, stroke: vars.color.text, strokeWidth: 2.5, strokeLinejoin: 'round' });
export const pin = style({ fill: vars.color.primary, stroke: vars.color.background, strokeWidth: 3, cursor: 'pointer' });
export const pinActive = style({ fill: vars.color.accent, stroke: vars.color.text, strokeWidth: 3 });
export const origin = style({ fill: vars.color.info, stroke: vars.color.background, strokeWidth: 4 });
export const consent = style({ display: 'grid', alignContent: 'center', justifyItems: 'start', gap: vars.space.sm, padding: vars.space.lg, minHeight: '24rem' });
globalStyle(`${consent} h3`, { margin: 0, fontSize: vars.fontSize.lg });
globalStyle(`${consent} p`, { margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });
export const providerFrame = style({ width: '100%', aspectRatio: '4 / 3', border: 0, display: 'block' });

const slideIn = keyframes({ from: { transform: 'translateY(2rem)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });
export const backdrop = style({ position: 'fixed', inset: 0, background: `color-mix(in srgb, ${vars.color.text} 45%, transparent)`, zIndex: 60 });
export const panel = style({
  position: 'fixed', zIndex: 61, insetInline: 0, bottom: 0, maxHeight: '88vh', overflowY: 'auto', background: vars.color.background, color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`, boxShadow: vars.shadow.overlay, padding: vars.space.lg, display: 'grid', gap: vars.space.md, alignContent: 'start',
  animation: `${slideIn} ${vars.duration.normal} ${vars.easing.emphasized}`,
  '@media': {
    [mediaUp('md')]: { insetInline: 'auto 0', top: 0, bottom: 0, width: '46rem', maxHeight: 'none', borderRadius: 0, padding: vars.space.xl },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
export const panelHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.md });
export const panelTitle = style({ margin: `0 0 ${vars.space.xs}`, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const close = style({
  flex: 'none', width: '4.4rem', height: '4.4rem', borderRadius: vars.radius.pill, border: `0.1rem solid ${vars.color.border}`, background: vars.color.surface,
  color: vars.color.text, fontSize: vars.fontSize.xl, lineHeight: 1, cursor: 'pointer',
});
export const panelActions = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
globalStyle(`${panelActions} a`, { justifyContent: 'center', textAlign: 'center', overflowWrap: 'anywhere' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightBold });
export const hours = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
globalStyle(`${hours} dt`, { fontWeight: vars.font.weightBold });
globalStyle(`${hours} dd`, { margin: 0 });

export const bidex = style({ display: 'grid', gap: vars.space.md });
export const bidexList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const stockBadge = styleVariants({ ok: { color: vars.color.success, fontWeight: vars.font.weightBold } });

export const detail = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } } });
export const detailTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0, letterSpacing: vars.letterSpacing.heading, textTransform: vars.textTransform.heading });
export const detailBlock = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const detailSection = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
