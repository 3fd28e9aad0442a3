/**
 * A room's HTTP side: what the room is (for the join page), its finished game
 * to download, and its creation (a POST from /api/rooms only, routes.ts).
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import type { AnyGame, GameFile } from "../shared/engine";
import { CreateRoomSchema, RoomErrors } from "../shared/protocol";
import { finishedGame, type RoomModel } from "../shared/room";
import type { RoomConfig } from "../shared/room/config";
import { layOutRoom } from "../shared/room/create";
import type { Kept } from "../shared/room/keeper";
import { type RoomStorage, writeNewRoom } from "../shared/room/storage";
import { chargeProbe, clientAddress, rateLimitedResponse } from "./limiter";

/**
 * GET: what the room is, or its finished game (`?game`): the match just over, else the last one finished (kept
 * through the next match and a return to the lobby). A code with no room is charged to the asker.
 */
export async function roomInfo(
  req: Party.Request,
  room: { readonly game: AnyGame; readonly model: RoomModel } | null,
  lastGame: () => Promise<{ readonly number: number; readonly file: GameFile } | null>,
  context: Party.Room["context"],
  instance: string | undefined,
): Promise<Response> {
  if (!room) {
    // Guessing codes costs the guesser: unknown codes are limited per address (limiter.ts).
    const probe = await chargeProbe(context, clientAddress(req));
    if (!probe.ok) {
      return rateLimitedResponse(
        probe.retryAfterSeconds,
        `Too many unknown room codes from your address; try again in ${probe.retryAfterSeconds} s.`,
      );
    }
    return Response.json({ code: RoomErrors.NO_SUCH_ROOM, message: "No such room." }, { status: 404 });
  }
  const { record } = room.model;
  // The finished game, to download or watch again (only once it is over).
  if (new URL(req.url).searchParams.has("game")) {
    const now = finishedGame(room.game, room.model);
    const finished = now ? { number: record.match?.number, file: now } : await lastGame();
    if (!finished) {
      return Response.json(
        { code: RoomErrors.WRONG_PHASE, message: "A game can be downloaded once it is over." },
        { status: 409 },
      );
    }
    return Response.json(finished.file, {
      headers: {
        "content-disposition": `attachment; filename="${record.game}-${record.code}-${finished.number}.json"`,
      },
    });
  }
  const { code, game, phase, players, seats } = record;
  const free = seats.filter((s) => s.kind === "empty").length;
  return Response.json({ code, game, phase, players, free, instance });
}

const CreateBodySchema = v.strictObject({ code: v.string(), hostToken: v.string(), request: CreateRoomSchema });

/** POST from /api/rooms: lays out a new room (create.ts) and stores it. */
export async function createRoom(
  req: Party.Request,
  exists: boolean,
  storage: RoomStorage,
  config: RoomConfig,
): Promise<{ readonly response: Response; readonly created?: Kept }> {
  if (exists) return { response: Response.json({ code: "ROOM_EXISTS" }, { status: 409 }) };
  const body = v.safeParse(CreateBodySchema, await req.json().catch(() => null));
  if (!body.success) {
    return {
      response: Response.json({ code: RoomErrors.BAD_MESSAGE, message: "Bad create request." }, { status: 400 }),
    };
  }
  const { code, hostToken, request } = body.output;
  const laid = layOutRoom(request, code, hostToken, config.testSeeds, Date.now());
  if (!laid.ok) return { response: Response.json({ code: laid.code, message: laid.message }, { status: 400 }) };
  await writeNewRoom(storage, laid.model.record);
  return { response: Response.json({ code }, { status: 201 }), created: { game: laid.game, model: laid.model } };
}
