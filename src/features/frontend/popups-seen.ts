/** Once the home popup queue has been shown in a browser session it is not shown again in that session. */
export const POPUPS_SEEN_KEY = 'ugift.popups';
