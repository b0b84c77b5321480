import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Styles of the compare toggle, dock and panel: theme tokens only. */
const toggleBase = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '4.4rem', padding: `0 ${vars.space.md}`,
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.pill, background: vars.color.surface, color: vars.color.text,
  fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm, cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `0.3rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' },
  },
});
export const toggle = styleVariants({
  // Over the tile's picture, top right: a sibling of the tile's link (a button may not sit inside a link).
  tile: [toggleBase, { position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm, zIndex: 1, boxShadow: vars.shadow.card }],
  detail: [toggleBase, { justifySelf: 'start' }],
});
export const toggleBox = style({ display: 'inline-grid', placeItems: 'center', width: '1.8rem', height: '1.8rem', borderRadius: vars.radius.sm, border: '0.15rem solid currentColor', fontSize: vars.fontSize.xs, lineHeight: 1 });
/** The tile's cell: the toggle is laid over the tile's picture. */
export const tileFrame = style({ position: 'relative' });

export const dock = style({
  position: 'fixed', insetBlockEnd: vars.space.md, insetInlineEnd: vars.space.md, zIndex: 60, display: 'flex', alignItems: 'center', gap: vars.space.sm,
  minHeight: '4.8rem', padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.xs} ${vars.space.xs}`, border: 0, borderRadius: vars.radius.pill,
  background: vars.color.primary, color: vars.color.primaryText, fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md, cursor: 'pointer', boxShadow: vars.shadow.overlay,
  selectors: { '&:focus-visible': { outline: `0.3rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' } },
});
export const dockThumb = style({ width: '4.8rem', height: '3rem', objectFit: 'cover', borderRadius: vars.radius.pill, background: vars.color.surface });

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 90, background: `color-mix(in srgb, ${vars.color.text} 45%, transparent)` });
export const panel = style({
  position: 'fixed', zIndex: 91, display: 'grid', gap: vars.space.md, alignContent: 'start', overflowY: 'auto',
  background: vars.color.background, color: vars.color.text, boxShadow: vars.shadow.overlay, padding: vars.space.lg,
  // A bottom sheet on a phone …
  insetInline: 0, insetBlockEnd: 0, maxHeight: '85vh', borderStartStartRadius: vars.radius.lg, borderStartEndRadius: vars.radius.lg,
  '@media': {
    // … a side panel from the tablet up.
    [mediaUp('md')]: { insetInlineStart: 'auto', insetBlockStart: 0, maxHeight: 'none', width: '42rem', borderRadius: 0 },
  },
});
export const panelHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const panelTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0, outline: 'none' });
export const close = style({ minWidth: '4.4rem', minHeight: '4.4rem', border: 0, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, color: vars.color.text, fontSize: vars.fontSize.xl, cursor: 'pointer' });
export const panelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const panelItem = style({ display: 'grid', gridTemplateColumns: '9.6rem 1fr auto', alignItems: 'center', gap: vars.space.md, padding: vars.space.sm, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const panelThumb = style({ width: '9.6rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, display: 'block' });
export const panelModel = style({ fontWeight: vars.font.weightBold });
export const remove = style({ minHeight: '4.4rem', padding: `0 ${vars.space.md}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: 'transparent', color: vars.color.text, cursor: 'pointer' });
export const compareNow = style({ justifyContent: 'center' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const notice = style({ margin: 0, padding: vars.space.md, borderInlineStart: `0.4rem solid ${vars.color.warning}`, background: vars.color.surfaceAlt, borderRadius: vars.radius.sm });
