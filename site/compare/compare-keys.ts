/** Local storage key of the compare list (spec §5). */
export const COMPARE_STORAGE_KEY = 'compareItems';
/** Window event the compare store sends after every change of its state (the layout's dock slot wakes up on it). */
export const COMPARE_CHANGE_EVENT = 'compare:change';
