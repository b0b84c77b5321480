import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from './breakpoints.ts';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
export const main = style({ flex: 1 });
export const container = style({
  width: '100%',
  maxWidth: vars.layout.container,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  '@media': { [mediaUp('lg')]: { paddingInline: vars.space.xl } },
});
export const section = style({ paddingBlock: vars.space.xl, '@media': { [mediaUp('md')]: { paddingBlock: vars.space.xxl } } });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});
/** Hidden on screen, read by screen readers (labels and live regions of the search fields). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '4.8rem',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});
export const buttonGhost = style([
  button,
  { background: 'transparent', color: 'inherit', boxShadow: 'inset 0 0 0 0.2rem currentColor', selectors: { '&:hover': { background: 'transparent', opacity: 0.85 } } },
]);
