/**
 * Marks the link to a whole stylesheet of which the page inlines only the rules its HTML uses (render-document.ts):
 * written `media="print"` so it does not hold the first paint, and switched to the screen by the runtime once
 * loaded (engine/client/boot/apply-deferred-stylesheets.ts).
 */
export const DEFERRED_CSS_ATTRIBUTE = 'data-deferred-css';
