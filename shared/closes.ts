/**
 * The room's own socket closes (codes from 4000), as both ends read them. Most are the room's answer, which
 * asking again would only meet again: no such room (4004), full or removed (4003), a page too old (4010). Two
 * are not: a room still being updated (4011), and a page that said no hello in time, which a busy phone or a
 * busy machine can be without meaning harm. Tiny and of one import: the page's first script carries it.
 */
import { ROOM_OUTDATED_CLOSE } from "./wire-version";

/** The room's close for a socket that said no hello within Limits.helloTimeoutMs. */
export const NO_HELLO_CLOSE = 4008;

/** Whether a close is the room's answer for good (the page stops), or one that another socket may not meet. */
export function closedForGood(code: number): boolean {
  return code >= 4000 && code !== ROOM_OUTDATED_CLOSE && code !== NO_HELLO_CLOSE;
}
