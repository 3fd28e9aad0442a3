/**
 * "Play against the computer": the home page creates the room and leaves a
 * note in this page's memory (navigation within the app keeps it); the room page, once it hears from the room, takes seat 1,
 * fills the other seats with bots of the chosen level and starts the game.
 */
import type { BotLevel } from "../shared/engine/game";
import { t } from "./i18n";
import { type StateMessage, send, tokens } from "./store";

/** Rooms this page created to play against the computer, and the level chosen (this page only). */
const pending = new Map<string, BotLevel>();

export const autostart = {
  save(code: string, level: BotLevel): void {
    pending.set(code, level);
  },
  /** Runs the set-up once for a fresh room this tab created; later states do nothing. */
  async run(state: StateMessage): Promise<void> {
    const { room, you } = state;
    const level = pending.get(room.code);
    pending.delete(room.code);
    if (!level || !you.host || room.phase !== "lobby") return;
    const name = tokens.name().trim() || t("player.unnamed", { n: 1 });
    if (!(await send({ type: "sit", seat: 0, name })).ok) return;
    for (let seat = 1; seat < room.players; seat++) await send({ type: "reserve", seat, bot: true, level });
    await send({ type: "start" });
  },
};
