/** Where the fit profile lives (localStorage: every tab of the site, this browser only). */
export const FIT_PROFILE_KEY = 'fitProfile';
