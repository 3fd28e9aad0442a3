/**
 * One plain sentence per public event, for the log and the live region. The
 * viewer is "you", never their seat's name: a sentence of its own in each
 * language, since the verb agrees with "you" ("You moved…", "Ben spied on you…").
 */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import type { SpyAnswer, SpyEvent } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import { saidOfStandIn } from "../../stand-in";
import { cardName, facingName } from "./names";

/**
 * `me` is the viewer's seat (null for a spectator, who is never "you"). `standIn`: the seat a computer played
 * for its absent player when the event came (client/stand-in.ts), or null. What that seat did then, the
 * computer did, and the sentence says so: to its player in a sentence of its own ("The computer spied on Ben
 * for you…"), to everyone else after the usual one ("Ana spied on Ben: a Safe (by the computer)").
 * What befell the seat (out, winning, spied on) is still said of the seat.
 */
export function eventText(
  event: SpyEvent,
  nameOf: (seat: number) => string,
  me: number | null = null,
  standIn: number | null = null,
): string {
  return saidOfStandIn(sentence(event, nameOf, me, me !== null && standIn === me), actingSeat(event), standIn, me);
}

/** The seat whose own doing the event is (a turn run out of time is the room's doing), or null. */
function actingSeat(event: SpyEvent): number | null {
  switch (event.type) {
    case "arranged":
    case "flip":
    case "wrap":
    case "move":
    case "spy":
      return event.seat;
    case "end":
      return event.timeout ? null : event.seat;
    default:
      return null;
  }
}

/** The sentence; `byComputer`: a computer played the viewer's seat for them then (said as the computer's). */
function sentence(event: SpyEvent, nameOf: (seat: number) => string, me: number | null, byComputer: boolean): string {
  const mine = (seat: number) => me !== null && seat === me;
  const computer = (seat: number) => byComputer && mine(seat);
  switch (event.type) {
    case "arranged":
      if (computer(event.seat)) return t("spy.log.computer.arranged");
      return mine(event.seat) ? t("spy.log.you.arranged") : t("spy.log.arranged", { name: nameOf(event.seat) });
    case "start":
      return mine(event.first) ? t("spy.log.you.start") : t("spy.log.start", { name: nameOf(event.first) });
    case "flip":
      if (computer(event.seat)) return t("spy.log.computer.flip", { facing: facingName(event.facing) });
      return mine(event.seat)
        ? t("spy.log.you.flip", { facing: facingName(event.facing) })
        : t("spy.log.flip", { name: nameOf(event.seat), facing: facingName(event.facing) });
    case "wrap":
      if (computer(event.seat)) return t("spy.log.computer.wrap");
      return mine(event.seat) ? t("spy.log.you.wrap") : t("spy.log.wrap", { name: nameOf(event.seat) });
    case "move": {
      const right = event.facing === "right";
      if (computer(event.seat)) {
        return t(right ? "spy.log.computer.moveRight" : "spy.log.computer.moveLeft", { count: event.steps });
      }
      if (mine(event.seat)) return t(right ? "spy.log.you.moveRight" : "spy.log.you.moveLeft", { count: event.steps });
      return t(right ? "spy.log.moveRight" : "spy.log.moveLeft", { name: nameOf(event.seat), count: event.steps });
    }
    case "spy":
      if (computer(event.seat)) return answerByYou(event.answer, nameOf(event.target), "computer");
      if (mine(event.seat)) return answerByYou(event.answer, nameOf(event.target), "you");
      if (mine(event.target)) return answerOnYou(event.answer, nameOf(event.seat));
      return answerText(event.answer, nameOf(event.seat), nameOf(event.target));
    case "end":
      if (computer(event.seat) && !event.timeout) return t("spy.log.computer.end");
      if (mine(event.seat)) return t(event.timeout ? "spy.log.you.timeout" : "spy.log.you.end");
      return t(event.timeout ? "spy.log.timeout" : "spy.log.end", { name: nameOf(event.seat) });
    case "eliminated": {
      const bomb = event.reason === "foundLitBomb";
      if (mine(event.seat)) return t(bomb ? "spy.log.you.outBomb" : "spy.log.you.outTopSecret");
      return t(bomb ? "spy.log.outBomb" : "spy.log.outTopSecret", { name: nameOf(event.seat) });
    }
    case "win":
      return mine(event.seat) ? t("spy.log.you.win") : t("spy.log.win", { name: nameOf(event.seat) });
    case "draw":
      return t("spy.log.draw", { count: TURN_LIMIT });
  }
}

function answerText(answer: SpyAnswer, name: string, target: string): string {
  switch (answer.kind) {
    case "safe":
      return t("spy.log.safe", { name, target });
    case "topSecret":
      return t("spy.log.topSecret", { name, target });
    case "exposed":
      return t("spy.log.exposed", { name, target, card: cardName(answer.card) });
    case "lit":
      return t("spy.log.lit", { name, target });
    case "exploded":
      return t("spy.log.exploded", { name, target, card: cardName(answer.card) });
  }
}

/** You (or the computer, playing your seat) spied on `target`. */
function answerByYou(answer: SpyAnswer, target: string, by: "you" | "computer"): string {
  const card = "card" in answer ? { card: cardName(answer.card) } : {};
  return t(`spy.log.${by}.${answer.kind}`, { target, ...card });
}

/** `name` spied on you. */
function answerOnYou(answer: SpyAnswer, name: string): string {
  switch (answer.kind) {
    case "safe":
      return t("spy.log.onYou.safe", { name });
    case "topSecret":
      return t("spy.log.onYou.topSecret", { name });
    case "exposed":
      return t("spy.log.onYou.exposed", { name, card: cardName(answer.card) });
    case "lit":
      return t("spy.log.onYou.lit", { name });
    case "exploded":
      return t("spy.log.onYou.exploded", { name, card: cardName(answer.card) });
  }
}
