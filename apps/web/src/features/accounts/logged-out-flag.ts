/**
 * Set just before the full page load that ends a logout, so the next page can say 'Logged Out!'. Its own file: the
 * page's loader (app/boot) reads it to start the app at once, without loading the accounts feature.
 */
export const LOGGED_OUT_FLAG = 'eazy2con:logged-out';
