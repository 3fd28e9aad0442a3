/**
 * Someone who opened an invitation link (/r/CODE#seat=TOKEN) during a game:
 * one tap, under a name, takes the seat the host saved. The token is read once
 * from the fragment and taken off the address bar, so a copied address does
 * not pass it on.
 */
import { signal, useSignal } from "@preact/signals";
import { Limits } from "../shared/limits";
import { t } from "./i18n";
import { send, you } from "./store";
import { tokens } from "./tokens";

/** The invitation this page was opened with, if any. */
export const invitation = signal<string | null>(null);

export function takeInvitationFromAddress(): void {
  const match = location.hash.match(/^#seat=([A-Za-z0-9_-]{16,64})$/);
  if (!match) return;
  invitation.value = match[1] as string;
  history.replaceState(history.state, "", location.pathname + location.search);
}

export function ClaimSeat() {
  const token = invitation.value;
  const name = useSignal(tokens.name());
  if (!token || you.value.seat !== null) return null;
  const claim = async (e: Event) => {
    e.preventDefault();
    const trimmed = name.value.trim();
    if (!trimmed) return;
    tokens.saveName(trimmed);
    const reply = await send({ type: "claim", invite: token, name: trimmed });
    if (reply.ok || reply.code === "NO_SUCH_INVITE") invitation.value = null;
  };
  return (
    <form class="card stack claim" aria-labelledby="claim" onSubmit={claim}>
      <h3 id="claim">{t("game.claim.title")}</h3>
      <p>{t("game.claim.text")}</p>
      <label class="row">
        {t("lobby.name")}
        <input
          value={name.value}
          maxLength={Limits.maxNameLength}
          required
          data-field="claim-name"
          onInput={(e) => {
            name.value = e.currentTarget.value;
          }}
        />
      </label>
      <button type="submit" class="primary" data-action="claim">
        {t("game.claim.take")}
      </button>
    </form>
  );
}
