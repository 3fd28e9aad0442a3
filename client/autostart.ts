/**
 * "Play against the computer": the home page creates the room and leaves a
 * note for this tab; the room page, once it hears from the room, takes seat 1,
 * fills the other seats with bots of the chosen level and starts the game.
 */
import type { BotLevel } from "../shared/engine/game";
import { t } from "./i18n";
import { type StateMessage, send, tokens } from "./store";

const key = (code: string) => `tabletop:autostart:${code}`;

export const autostart = {
  save(code: string, level: BotLevel): void {
    try {
      sessionStorage.setItem(key(code), level);
    } catch {
      // without storage the player lands in the lobby and starts by hand
    }
  },
  /** Runs the set-up once for a fresh room this tab created; later states do nothing. */
  async run(state: StateMessage): Promise<void> {
    const { room, you } = state;
    let level: string | null = null;
    try {
      level = sessionStorage.getItem(key(room.code));
      sessionStorage.removeItem(key(room.code));
    } catch {
      return;
    }
    if (!level || !you.host || room.phase !== "lobby") return;
    const name = tokens.name().trim() || t("player.unnamed", { n: 1 });
    if (!(await send({ type: "sit", seat: 0, name })).ok) return;
    for (let seat = 1; seat < room.players; seat++) {
      await send({ type: "reserve", seat, bot: true, level: level as BotLevel });
    }
    await send({ type: "start" });
  },
};
