/** The guided first game's tip for the step at hand (see guide.ts), read aloud politely as it changes. */
import type { SpyView } from "../../../shared/games/spy/without-bots";
import { guide } from "../../guide";
import { t } from "../../i18n";
import { type GuideStep, guideSteps } from "./guide";
import { answerName } from "./labels";
import { cardName } from "./names";

export function guideTip(step: GuideStep): string {
  switch (step.kind) {
    case "arrange":
      return t("spy.guide.arrange");
    case "waiting":
      return t("spy.guide.waiting");
    case "move":
      return t("spy.guide.move", { card: step.faced === null ? t("spy.face.hidden") : cardName(step.faced) });
    case "spy":
      return t("spy.guide.spy");
    case "answer": {
      const { answer } = step;
      if (answer.kind === "safe" || answer.kind === "topSecret") {
        return t("spy.guide.type", {
          answer: answerName(answer.kind),
          target: step.target === null ? "" : cardName(step.target),
        });
      }
      if (answer.kind === "exposed") return t("spy.guide.exposed", { card: cardName(answer.card) });
      return t(answer.kind === "lit" ? "spy.guide.lit" : "spy.guide.exploded");
    }
    case "theirTurn":
      return t("spy.guide.theirTurn");
    case "won":
      return t("spy.guide.won");
    case "lost":
      return t("spy.guide.lost");
    case "draw":
      return t("spy.guide.draw");
  }
}

export function GuidePanel({ view, code, onHide }: { view: SpyView; code: string; onHide: () => void }) {
  const steps = guideSteps(view);
  const now = steps.at(-1);
  if (!now) return null;
  return (
    <section
      class="card spy-guide"
      aria-labelledby="spy-guide-title"
      data-guide={steps.map((step) => step.kind).join(" ")}
    >
      <header class="spy-guide-head">
        <h2 id="spy-guide-title">{t("spy.guide.title")}</h2>
        <button
          type="button"
          data-action="hide-guide"
          onClick={() => {
            guide.stop(code);
            onHide();
          }}
        >
          {t("spy.guide.hide")}
        </button>
      </header>
      <div aria-live="polite">
        {steps.map((step) => (
          <p key={step.kind} data-tip={step.kind}>
            {guideTip(step)}
          </p>
        ))}
      </div>
    </section>
  );
}
