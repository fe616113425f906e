/**
 * The page's first view: the top of a page (the bar, the home hero, an article's banner and title, a
 * campaign's picture) written by the gateway into the HTML before the app's root, so a phone shows it
 * before any script has run. The shell keeps it up until the app's page is ready, then removes it.
 */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/**
 * The `elementtiming` name of the first view's lead picture: the browser reports when it has been
 * painted on screen, and the shell keeps the first view up until then.
 */
export const FIRST_VIEW_PICTURE_TIMING = 'first-view-picture';

/**
 * Marks what a page shows while the content its first view drew is still loading (the campaign
 * list's spinner under its heading): while it shows, the first view stays up.
 */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';
