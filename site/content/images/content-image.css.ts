import { style, styleVariants } from '@vanilla-extract/css';
import { PLACEHOLDER_FADE_MS } from './image-sources.ts';

/** The box: sized by the layout before any byte arrives, so nothing shifts. */
export const frame = style({ position: 'relative', display: 'block', overflow: 'hidden' });
export const layout = styleVariants({
  fixed: {},
  constrained: { width: '100%' },
  fullWidth: { width: '100%' },
});
/** The 20 px placeholder, blurred, under the image; faded out once the image has loaded. */
export const placeholder = style({
  position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(1.2rem)', transform: 'scale(1.08)',
  opacity: 1, transition: `opacity ${PLACEHOLDER_FADE_MS}ms linear`,
  selectors: { '[data-loaded="true"] > &': { opacity: 0 } },
});
export const image = style({ position: 'relative', display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
