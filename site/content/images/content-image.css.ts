import { style, styleVariants } from '@vanilla-extract/css';
import { PLACEHOLDER_FADE_MS } from './image-sources.ts';

/** The box: sized by the layout before any byte arrives, so nothing shifts. */
export const frame = style({ position: 'relative', display: 'block', overflow: 'hidden' });
export const layout = styleVariants({
  fixed: {},
  constrained: { width: '100%' },
  fullWidth: { width: '100%' },
});
/**
 * The 20 px placeholder under the image, scaled up by the browser (which smooths it: no CSS `filter`, which the
 * compositor would apply again on every frame). Hidden once the image has loaded; faded out over 500 ms first
 * (spec §9) only when the image loaded after hydration (`data-fade`). An image already there at hydration was
 * painted over its placeholder by then, so a fade would animate something nobody sees: on a phone-sized home page
 * six such fades cost the compositor about 300 ms of CPU during the load.
 */
export const placeholder = style({
  position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover',
  selectors: {
    '[data-loaded="true"] > &': { opacity: 0, visibility: 'hidden' },
    '[data-loaded="true"][data-fade] > &': { transition: `opacity ${PLACEHOLDER_FADE_MS}ms linear, visibility 0s linear ${PLACEHOLDER_FADE_MS}ms` },
  },
});
export const image = style({ position: 'relative', display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
