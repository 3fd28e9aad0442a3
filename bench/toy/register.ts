/** Registers the toy with the room's registry (rules and manifest). Imported first by server-entry.ts. */
import { findGame, registerGameRules } from "../../shared/games";
import { toyGame, toyManifest } from "./game";

if (findGame(toyGame.id) === null) registerGameRules(toyManifest, toyGame);
