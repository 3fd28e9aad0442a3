/** One plain sentence per public event, for the log and the live region. */
import { TURN_LIMIT } from "../../../shared/engine/turns";
import type { SpyAnswer, SpyEvent } from "../../../shared/games/spy";
import { t } from "../../i18n";
import { cardName, facingName } from "./names";

export function eventText(event: SpyEvent, nameOf: (seat: number) => string): string {
  switch (event.type) {
    case "arranged":
      return t("spy.log.arranged", { name: nameOf(event.seat) });
    case "start":
      return t("spy.log.start", { name: nameOf(event.first) });
    case "flip":
      return t("spy.log.flip", { name: nameOf(event.seat), facing: facingName(event.facing) });
    case "wrap":
      return t("spy.log.wrap", { name: nameOf(event.seat) });
    case "move":
      return t(event.facing === "right" ? "spy.log.moveRight" : "spy.log.moveLeft", {
        name: nameOf(event.seat),
        count: event.steps,
      });
    case "spy":
      return answerText(event.answer, nameOf(event.seat), nameOf(event.target));
    case "end":
      return t(event.timeout ? "spy.log.timeout" : "spy.log.end", { name: nameOf(event.seat) });
    case "eliminated":
      return t(event.reason === "foundLitBomb" ? "spy.log.outBomb" : "spy.log.outTopSecret", {
        name: nameOf(event.seat),
      });
    case "win":
      return t("spy.log.win", { name: nameOf(event.seat) });
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
