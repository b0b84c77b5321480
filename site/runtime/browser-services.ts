/**
 * What the page's browser services need once the page is up, in one chunk of its own: the runtime (consent
 * tool and store, data layer, toasts), the page analytics and the tag manager. Nothing here paints the first
 * screen, so none of it travels with the first-load JavaScript (`site-runtime-provider.tsx` imports it after mount).
 */
export { createBrowserRuntime } from './create-browser-runtime.ts';
export { createVitalsReporter, loadTagManager, reportPageStatus, scheduleRouteChange } from '../analytics/page-analytics.ts';
export { loadTagManagerAfterConsent } from '../analytics/tag-manager.ts';
