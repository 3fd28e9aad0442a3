/**
 * A room's HTTP side: what the room is (for the join page), its finished game
 * to download, and its creation (a POST from /api/rooms only, routes.ts).
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import type { AnyGame } from "../shared/engine";
import { findGame } from "../shared/games";
import { manifestOf } from "../shared/games/manifests";
import { CreateRoomSchema, RoomErrors } from "../shared/protocol";
import type { RoomConfig } from "./config";
import { chargeProbe, clientAddress, rateLimitedResponse } from "./limiter";
import { finishedGame, newRoom, type RoomModel } from "./model";
import { writeNewRoom } from "./storage";

/** GET: what the room is, or its finished game (`?game`); a code with no room is charged to the asker. */
export async function roomInfo(
  req: Party.Request,
  room: { readonly game: AnyGame; readonly model: RoomModel } | null,
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
    const file = finishedGame(room.game, room.model);
    if (!file) {
      return Response.json(
        { code: RoomErrors.WRONG_PHASE, message: "A game can be downloaded once it is over." },
        { status: 409 },
      );
    }
    return Response.json(file, {
      headers: {
        "content-disposition": `attachment; filename="${record.game}-${record.code}-${record.match?.number}.json"`,
      },
    });
  }
  const { code, game, phase, players, seats } = record;
  const free = seats.filter((s) => s.kind === "empty").length;
  return Response.json({ code, game, phase, players, free, instance });
}

const CreateBodySchema = v.strictObject({ code: v.string(), hostToken: v.string(), request: CreateRoomSchema });

/**
 * POST from /api/rooms: lays out a new room and stores it. The table is the
 * request's, or the game's smallest (its manifest's first table size).
 */
export async function createRoom(
  req: Party.Request,
  exists: boolean,
  storage: Party.Storage,
  config: RoomConfig,
): Promise<{ readonly response: Response; readonly created?: { game: AnyGame; model: RoomModel } }> {
  if (exists) return { response: Response.json({ code: "ROOM_EXISTS" }, { status: 409 }) };
  const body = v.safeParse(CreateBodySchema, await req.json().catch(() => null));
  if (!body.success) {
    return {
      response: Response.json({ code: RoomErrors.BAD_MESSAGE, message: "Bad create request." }, { status: 400 }),
    };
  }
  const { code, hostToken, request } = body.output;
  const game = findGame(request.game);
  const manifest = manifestOf(request.game);
  if (!game || !manifest) {
    return { response: Response.json({ code: "UNKNOWN_GAME", message: "Unknown game." }, { status: 400 }) };
  }
  if ((request.testSeed !== undefined || request.testDeal !== undefined) && !config.testSeeds) {
    const refused = { code: "TEST_SEED_REFUSED", message: "Fixed seeds and deals are for tests only." };
    return { response: Response.json(refused, { status: 400 }) };
  }
  const players = request.players ?? (manifest.playerCounts[0] as number);
  const checked = game.check(players, request.options);
  if (!checked.ok) return { response: Response.json(checked.error, { status: 400 }) };
  const { testSeed = null, testDeal } = request;
  const record = newRoom(game, code, hostToken, players, checked.value, Date.now(), testSeed, testDeal);
  await writeNewRoom(storage, record);
  const model: RoomModel = { record, state: null, log: [], chat: [], answers: new Map(), away: new Map() };
  return { response: Response.json({ code }, { status: 201 }), created: { game, model } };
}
