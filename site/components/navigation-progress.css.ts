import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 200,
  height: vars.space.xs,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
});

export const bar = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ${vars.easing.standard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' } },
});
