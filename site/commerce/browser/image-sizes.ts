import { breakpoints } from '../../styles/breakpoints.ts';

/**
 * `sizes` of a listing tile's picture (`shop.css.ts` `grid`): one column, two from `sm`, three from `xxl` in
 * three-column grids. An upper bound (the filter column and gaps are not subtracted): the browser never picks
 * a thumbnail too small.
 */
export const TILE_SIZES = `(min-width: ${breakpoints.xxl}px) 34vw, (min-width: ${breakpoints.sm}px) 50vw, 100vw`;

/** `sizes` of the product gallery's main picture (`shop.css.ts` `productLayout`: three fifths from `lg`). */
export const GALLERY_SIZES = `(min-width: ${breakpoints.lg}px) 60vw, 100vw`;
