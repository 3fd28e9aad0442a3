/**
 * What a room page needs for a table among people that a game against the computer in this browser never shows:
 * the lobby (seats, settings, the host's controls), the empty seats, the chat, who hosts now and who is away, and
 * the reconnecting socket to a room on the server (partysocket). Loaded on demand (people-loader.ts), so the path
 * to a game against the computer carries none of it.
 */
export { default as ReconnectingWebSocket } from "partysocket/ws";
export { AwayNotice } from "./away-notice";
export { Chat } from "./chat";
export { HostNotice } from "./host-notice";
export { Lobby } from "./lobby";
export { Vacancies } from "./vacancies";
