/**
 * Table chat: players by name, spectators labelled; team-only lines where seats
 * play in sides. Left out of a quiet room (an embed, a game against the computer) until
 * someone else is there or something has been said.
 */
import { useSignal } from "@preact/signals";
import { Limits } from "../shared/limits";
import { quietRoom } from "./company";
import { t } from "./i18n";
import { embedded } from "./router";
import { hasTeammate } from "./seat-name";
import { chat, room, send, you } from "./store";

export function Chat() {
  const text = useSignal("");
  const team = useSignal(false);
  const r = room.value;
  const me = you.value;
  if (r && quietRoom(r, me, embedded) && chat.value.length === 0) return null;
  // Team chat only where a seat has a teammate (a side of more than one seat), whatever the game.
  const hasTeam = me.seat !== null && r !== null && hasTeammate(r.seats, me.seat);
  const submit = async (e: Event) => {
    e.preventDefault();
    const line = text.value.trim();
    if (!line) return;
    const reply = await send({ type: "chat", text: line, ...(team.value ? { team: true } : {}) });
    if (reply.ok) text.value = "";
  };
  return (
    <section class="card chat stack" aria-labelledby="chat-title">
      <h3 id="chat-title">{t("chat.title")}</h3>
      <ol class="chat-lines" aria-live="polite">
        {chat.value.map((entry) => (
          <li key={`${entry.at}-${entry.seat}-${entry.text}`} class={entry.team ? "team" : undefined}>
            <strong>
              {entry.seat === null
                ? entry.name
                  ? t("chat.spectator", { name: entry.name })
                  : t("chat.watcher")
                : entry.name}
            </strong>
            {entry.team && <span class="muted"> ({t("chat.team")})</span>}: {entry.text}
          </li>
        ))}
      </ol>
      <form class="row" onSubmit={submit}>
        <input
          value={text.value}
          maxLength={Limits.maxChatLength}
          placeholder={t("chat.placeholder")}
          aria-label={t("chat.placeholder")}
          onInput={(e) => {
            text.value = e.currentTarget.value;
          }}
        />
        {hasTeam && (
          <label class="row">
            <input
              type="checkbox"
              checked={team.value}
              onChange={(e) => {
                team.value = e.currentTarget.checked;
              }}
            />
            {t("chat.team")}
          </label>
        )}
        <button type="submit">{t("chat.send")}</button>
      </form>
    </section>
  );
}
