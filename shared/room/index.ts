/** The room model: every decision the room makes, as pure functions (see types.ts). */
export { type AlarmClock, alarmDue, alarmMove, alarmServes, checkBy, planAlarm } from "./alarm";
export { canRead } from "./chat";
export { alarmEffects, type Effect, effectsOf } from "./effects";
export { finishedGame } from "./export";
export { handHosting, hostDueAt, keepHost, sameAway, settlePresence, trackAway } from "./hosting";
export { heardNow, nextSilence, silentConns } from "./liveness";
export { afterGameChange, botLevelOf, botsToAct, botTurn, expireTurn } from "./match";
export { type Presence, presence } from "./presence";
export { applyChange, type Decision, receive } from "./receive";
export { HOST_AWAY, isHost, newRoom, replayMatch, seatOfToken } from "./record";
export type * from "./types";
export { publicTurn, roomView, stateFor, youOf } from "./view";
