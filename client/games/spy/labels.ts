/** The spoken name of a place: every card on the board carries one (aria-label). */
import type { Facing, PlaceView } from "../../../shared/games/spy/without-bots";
import { t } from "../../i18n";
import { cardName, facingName } from "./names";
import type { Answer } from "./notes";

export interface PlaceFacts {
  /** The base owner's name, or null for your own base. */
  readonly owner: string | null;
  readonly position: number;
  readonly place: PlaceView;
  /** The facing of that base's Spy (spoken on the Spy's own place). */
  readonly facing: Facing;
  readonly note?: Answer | null;
  readonly faced?: boolean;
  readonly examined?: boolean;
  readonly landing?: boolean;
}

export function placeLabel(facts: PlaceFacts): string {
  const { owner, place } = facts;
  const n = facts.position + 1;
  if (place.card === "SPY") {
    const facing = facingName(facts.facing);
    const head = owner === null ? t("spy.label.ownSpy", { n, facing }) : t("spy.label.spy", { name: owner, n, facing });
    return [head, ...(facts.landing ? [t("spy.label.landing")] : [])].join(t("label.separator"));
  }
  const card = place.card === null ? t("spy.label.hidden") : cardName(place.card);
  const head = owner === null ? t("spy.label.ownCard", { n, card }) : t("spy.label.place", { name: owner, n, card });
  const extras: string[] = [];
  if (place.mark === "lit") extras.push(t("spy.label.lit"));
  if (place.mark === "exploded") extras.push(t("spy.label.lit"), t("spy.label.exploded"));
  if (place.mark === "exposed") extras.push(t("spy.label.exposed"));
  if (facts.note) extras.push(t("spy.label.note", { answer: answerName(facts.note) }));
  if (facts.faced) extras.push(t("spy.label.faced"));
  if (facts.examined) extras.push(t("spy.label.examined"));
  if (facts.landing) extras.push(t("spy.label.landing"));
  return [head, ...extras].join(t("label.separator"));
}

/** "Safe" / "Top Secret": how an answer by type is said. */
export function answerName(answer: Answer): string {
  return t(answer === "safe" ? "spy.answer.safe" : "spy.answer.topSecret");
}
