/**
 * What the page that created a room does once the room first speaks: the home
 * page (or the try-it embed) creates the room and leaves a note in this page's
 * memory (navigation within the app keeps it); the room page, once it hears
 * from the room, seats the creator in seat 1 under the name they gave, and for
 * a game against the computer fills the other seats with bots of the chosen
 * level and starts.
 */
import type { BotLevel } from "../shared/engine/game";
import type { RoomSettings } from "../shared/protocol";
import { t } from "./i18n";
import type { StateMessage, send as sendToRoom } from "./store";
import { tokens } from "./tokens";

/** Rooms this page created, and the computer's level when the game is against it (this page only). */
const pending = new Map<
  string,
  { readonly level: BotLevel | null; readonly name: string | undefined; readonly settings: RoomSettings | undefined }
>();

export const autostart = {
  /**
   * `level`: play against the computer at that level; null: a table for friends, the creator seated.
   * `name`: the creator's name at this table (else the one this browser remembers); `settings`: the room's
   * settings to set (a table for friends made from a game against the computer keeps its game's).
   */
  save(code: string, level: BotLevel | null, name?: string, settings?: RoomSettings): void {
    pending.set(code, { level, name, settings });
  },
  /**
   * Runs the set-up once for a fresh room this tab created; later states do nothing.
   * The room page hands it the store's `send`: the home page, which only saves, loads no socket code.
   */
  async run(state: StateMessage, send: typeof sendToRoom): Promise<void> {
    const { room, you } = state;
    const plan = pending.get(room.code);
    pending.delete(room.code);
    if (!plan || !you.host || room.phase !== "lobby") return;
    const name = plan.name ?? (tokens.name().trim() || t("player.unnamed", { n: 1 }));
    const sit = you.seat === null ? send({ type: "sit", seat: 0, name }) : null;
    if (plan.settings) void send({ type: "settings", settings: plan.settings });
    if (plan.level === null) return;
    // Sent at once, not one round trip each (on a slow phone each is ~0.4 s): the room takes them in order,
    // and refuses the start, changing nothing, if any step before it was refused.
    const steps = [sit];
    for (let seat = 1; seat < room.players; seat++) {
      steps.push(send({ type: "reserve", seat, bot: true, level: plan.level }));
    }
    steps.push(send({ type: "start" }));
    await Promise.all(steps);
  },
};
