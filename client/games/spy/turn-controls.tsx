/**
 * Your turn's buttons, exactly the legal actions (see turn.ts). A move button
 * says where your Spy would land and what it would face, and shows the landing
 * place on your base while it is hovered or focused.
 */
import { useState } from "preact/hooks";
import { type BaseView, MAX_FREE_ACTIONS_PER_TURN, type SpyAction } from "../../../shared/games/spy";
import { t } from "../../i18n";
import { act } from "../../store";
import { landing } from "./geometry";
import { cardName } from "./names";
import type { TurnChoices } from "./turn";

export interface TurnControlsProps {
  readonly own: BaseView;
  readonly choices: TurnChoices;
  readonly nameOf: (seat: number) => string;
  /** Shows (a row position) or hides (null) the landing preview on your base. */
  readonly onPreview: (position: number | null) => void;
}

export function TurnControls({ own, choices, nameOf, onPreview }: TurnControlsProps) {
  const [busy, setBusy] = useState(false);
  const send = async (action: SpyAction) => {
    setBusy(true);
    onPreview(null);
    await act(action);
    setBusy(false);
  };
  return (
    <div class="spy-controls stack">
      <div class="row">
        {choices.moves.map((steps) => {
          const lands = landing(own, steps);
          const faces = lands.faces.card;
          const show = () => onPreview(lands.position);
          const hide = () => onPreview(null);
          return (
            <button
              key={steps}
              type="button"
              class="spy-move"
              data-action="move"
              data-steps={steps}
              disabled={busy}
              onClick={() => send({ type: "move", steps })}
              onMouseEnter={show}
              onMouseLeave={hide}
              onFocus={show}
              onBlur={hide}
            >
              <strong>{t("spy.action.move", { count: steps })}</strong>
              <small>
                {t("spy.action.lands", {
                  n: lands.position + 1,
                  card: faces === null ? t("spy.face.hidden") : cardName(faces),
                })}
              </small>
            </button>
          );
        })}
        {choices.flip ? (
          <button type="button" data-action="flip" disabled={busy} onClick={() => send({ type: "flip" })}>
            {t("spy.action.flip")}
          </button>
        ) : null}
        {choices.wrap ? (
          <button type="button" data-action="wrap" disabled={busy} onClick={() => send({ type: "wrap" })}>
            {t("spy.action.wrap")}
          </button>
        ) : null}
      </div>
      {choices.freeSpent ? (
        <p class="muted" data-hint="free-spent">
          {t("spy.action.freeSpent", { count: MAX_FREE_ACTIONS_PER_TURN })}
        </p>
      ) : null}
      <div class="row">
        {choices.spies.map(({ target, allowed }) => {
          const name = nameOf(target);
          const reasonId = `spy-blocked-${target}`;
          return (
            <span key={target} class="spy-spy-choice">
              <button
                type="button"
                class="primary"
                data-action="spy"
                data-target={target}
                disabled={busy || !allowed}
                aria-describedby={allowed ? undefined : reasonId}
                onClick={() => send({ type: "spy", target })}
              >
                {t("spy.action.spy", { name })}
              </button>
              {allowed ? null : (
                <small id={reasonId} class="muted">
                  {t("spy.action.spyBlocked", { name })}
                </small>
              )}
            </span>
          );
        })}
        {choices.end ? (
          <button type="button" data-action="end" disabled={busy} onClick={() => send({ type: "end" })}>
            {t("spy.action.end")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
