import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

/** The gallery's place on a page before its chunk arrives: tall enough that the page does not jump much. */
export const slot = style({ minHeight: '32rem', marginBlock: vars.space.xl });
/** Once settled with nothing to show (no feed for this page): no gap. */
export const slotEmpty = style({ minHeight: 0, marginBlock: 0 });
