/** Spy's part of the client: the board, how to play, and the legal actions the shell hands the board (no bot code). */
import { type SpyAction, type SpyView, viewActions } from "../../../shared/games/spy/without-bots";
import { shellGameClient } from "../contract";
import { Board } from "./board";
import { HowTo } from "./how-to";

export const spyClient = shellGameClient<SpyView, SpyAction>({ Board, HowTo, viewActions });
