import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../styles/breakpoints.ts';

/** Styles of the comparison page: theme tokens only. */
export const tool = style({ display: 'grid', gap: vars.space.md, marginBlockStart: vars.space.md });
export const placeholder = style({ color: vars.color.textMuted, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const switchButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: '4.4rem', padding: 0, border: 0, background: 'transparent', color: vars.color.text,
  fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md, cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `0.3rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' } },
});
export const switchTrack = style({
  position: 'relative', width: '4.4rem', height: '2.4rem', borderRadius: vars.radius.pill, background: vars.color.border, transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { [`${switchButton}[aria-checked="true"] &`]: { background: vars.color.primary } },
});
export const switchThumb = style({
  position: 'absolute', insetBlockStart: '0.3rem', insetInlineStart: '0.3rem', width: '1.8rem', height: '1.8rem', borderRadius: vars.radius.pill, background: vars.color.surface,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { [`${switchButton}[aria-checked="true"] &`]: { transform: 'translateX(2rem)' } },
});
export const linkButton = style({ minHeight: '4.4rem', padding: `0 ${vars.space.md}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, cursor: 'pointer' });
export const scroll = style({ overflowX: 'auto', border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
/** Bike columns keep a readable width; on a phone the table scrolls sideways under a sticky first column. */
export const table = style({ borderCollapse: 'separate', borderSpacing: 0, width: '100%', minWidth: 'calc(12.5rem + var(--bikes) * 14rem)', fontSize: vars.fontSize.sm, tableLayout: 'fixed' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', verticalAlign: 'top', padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `0.1rem solid ${vars.color.border}`, overflowWrap: 'break-word', hyphens: 'auto' });
globalStyle(`${table} tbody tr > :first-child, ${table} thead tr > :first-child`, { position: 'sticky', insetInlineStart: 0, zIndex: 1, background: vars.color.surface, width: '12.5rem', '@media': { [mediaUp('md')]: { width: '18rem' } } });
export const corner = style({});
export const rowHead = style({ fontWeight: vars.font.weightBold, color: vars.color.textMuted, boxShadow: `0.1rem 0 0 ${vars.color.border}` });
export const bikeHead = style({ display: 'table-cell' });
globalStyle(`${bikeHead} > *`, { display: 'block' });
globalStyle(`${bikeHead} > * + *`, { marginBlockStart: vars.space.xs });
export const bikeImage = style({ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const bikeName = style({ color: vars.color.text, fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md });
export const removeBike = style({ minHeight: '4.4rem', padding: `0 ${vars.space.sm}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: 'transparent', color: vars.color.text, cursor: 'pointer', fontSize: vars.fontSize.sm });
export const sectionRow = style({ background: vars.color.surfaceAlt });
globalStyle(`${sectionRow} > th`, { background: vars.color.surfaceAlt, position: 'static' });
export const sectionTitle = style({ position: 'sticky', insetInlineStart: vars.space.sm, fontFamily: vars.font.heading, fontSize: vars.fontSize.md, color: vars.color.text });
export const sameNote = style({ color: vars.color.textMuted });
export const select = style({ minHeight: '4.4rem', maxWidth: '100%', padding: `0 ${vars.space.sm}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.sm, background: vars.color.background, color: vars.color.text, fontSize: vars.fontSize.md });

export const overlay = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const overlayTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, margin: 0 });
export const overlayPicks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const overlayPick = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weightBold });
export const legendSolid = style({ display: 'inline-block', width: '3.2rem', borderBlockStart: `0.4rem solid ${vars.color.primary}` });
export const legendDashed = style({ display: 'inline-block', width: '3.2rem', borderBlockStart: `0.4rem dashed ${vars.color.text}` });
export const drawing = style({ width: '100%', height: 'auto', maxHeight: '48rem', background: vars.color.background, borderRadius: vars.radius.sm });
export const frameFirst = style({ stroke: vars.color.primary, fill: vars.color.primary, strokeWidth: 12, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const frameSecond = style({ stroke: vars.color.text, fill: vars.color.text, strokeWidth: 8, strokeDasharray: '24 16', strokeLinecap: 'round', opacity: 0.8 });
globalStyle(`${frameFirst} path, ${frameFirst} circle:not(:last-child), ${frameSecond} path, ${frameSecond} circle:not(:last-child)`, { fill: 'none' });
