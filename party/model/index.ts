/** The room model: every decision the room makes, as pure functions (see types.ts). */
export { type AlarmClock, alarmDue, planAlarm } from "./alarm";
export { canRead } from "./chat";
export { finishedGame } from "./export";
export { afterGameChange, botLevelOf, botsToAct, botTurn, expireTurn } from "./match";
export { applyChange, type Outcome, receive } from "./receive";
export { newRoom, replayMatch, seatOfToken } from "./record";
export type * from "./types";
export { type Presence, presence, publicTurn, roomView, stateFor, trackAway, youOf } from "./view";
