/**
 * The wire's version: which messages a page and a room speak. A page says its
 * own in its socket's address (`?protocol=N`; a page from before there was one
 * says nothing, and speaks 1). A room that speaks another turns the socket away
 * at once, before any hello, so a page left open across a deployment learns it
 * at its next connection rather than through refused messages. No imports: the
 * page's first script (client/early-room.ts) carries it.
 */

/** Bump it with any change to the messages that the build before would not understand, or would send wrongly. */
export const PROTOCOL = 1;

/** The room's closes for a socket of another protocol: the page is older (it reloads for the new build) … */
export const PAGE_OUTDATED_CLOSE = 4010;
/** … or newer than the room (the room's deployment is still on its way: the page tries again). */
export const ROOM_OUTDATED_CLOSE = 4011;

/** The parameter of the socket's address that carries the page's protocol. */
export const PROTOCOL_PARAM = "protocol";

/**
 * Whether a socket opened with these parameters speaks this room's protocol: null if so, else which side is
 * older. A value that is no protocol at all (not a whole number from 1) cannot be a page of any build: older.
 */
export function outdatedSide(params: URLSearchParams): "page" | "room" | null {
  const said = params.get(PROTOCOL_PARAM);
  const asked = said === null ? 1 : /^[1-9][0-9]{0,5}$/.test(said) ? Number(said) : 0;
  return asked === PROTOCOL ? null : asked < PROTOCOL ? "page" : "room";
}
