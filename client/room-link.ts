/**
 * A room's link: /r/CODE (a room on the server: group 1) or /solo/CODE (one in this browser, a character
 * longer: group 2), under /embed too. Apart from the router, for the page's first script (early-room.ts), which
 * must carry nothing more.
 */
export const ROOM_LINK = /^(?:\/embed)?(?:\/r\/([23456789A-Za-z]{7})|\/solo\/([23456789A-Za-z]{8}))\/?$/;
