/**
 * A guided first game of Spy against the computer: what to explain now, read
 * off the view alone (the board shows the tip; guide-panel.tsx says it). Pure.
 */
import type { CardCode, SpyAnswer, SpyView, TargetCode } from "../../../shared/games/spy/without-bots";
import { facedPlace } from "./geometry";

export type GuideStep =
  /** Arranging: how a base works, then Ready. */
  | { readonly kind: "arrange" }
  /** Ready; the others still arrange. */
  | { readonly kind: "waiting" }
  /** Your turn, not moved yet: the card your Spy faces says how far it may go. */
  | { readonly kind: "move"; readonly faced: CardCode | null }
  /** Moved: spy now, or end the turn. */
  | { readonly kind: "spy" }
  /** Your last spy's answer, explained until your next turn; `target` is what that base gives up next. */
  | { readonly kind: "answer"; readonly answer: SpyAnswer; readonly target: TargetCode | null }
  /** The computer plays. */
  | { readonly kind: "theirTurn" }
  | { readonly kind: "won" }
  | { readonly kind: "lost" }
  | { readonly kind: "draw" };

/**
 * The tips for now: the step at hand, after the answer to your last spy while
 * it is still news (the computer answers in well under a second, so that
 * answer stays explained through its turn and the start of your next one).
 */
export function guideSteps(view: SpyView): GuideStep[] {
  const now = currentStep(view);
  if (!now) return [];
  if (now.kind !== "move" && now.kind !== "theirTurn") return [now];
  const last = lastSpyOf(view);
  return last ? [last, now] : [now];
}

function currentStep(view: SpyView): GuideStep | null {
  const me = view.seat;
  if (me === null) return null;
  if (view.phase === "arranging") return { kind: view.arranged[me] ? "waiting" : "arrange" };
  if (view.phase === "over") {
    if (view.winner === null) return { kind: "draw" };
    return { kind: view.winner === me ? "won" : "lost" };
  }
  if (view.eliminated[me]) return { kind: "lost" };
  if (view.turn !== me) return { kind: "theirTurn" };
  if (view.moved) return { kind: "spy" };
  const own = view.bases[me];
  const faced = own ? (own.places[facedPlace(own)]?.card ?? null) : null;
  return { kind: "move", faced };
}

/** Your latest action, when it was a spy: its answer, with what that base gives up next. */
function lastSpyOf(view: SpyView): GuideStep | null {
  const me = view.seat;
  for (let index = view.history.length - 1; index >= 0; index--) {
    const event = view.history[index];
    if (!event || !("seat" in event) || event.seat !== me) continue;
    if (event.type === "spy") {
      return { kind: "answer", answer: event.answer, target: view.targets[event.target] ?? null };
    }
    if (event.type !== "eliminated" && event.type !== "win") return null;
  }
  return null;
}
