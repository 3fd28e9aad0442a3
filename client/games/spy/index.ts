/** Spy's part of the client: the board and how to play. */
import type { GameClient } from "../types";
import { Board } from "./board";
import { HowTo } from "./how-to";

export const spyClient: GameClient = { Board, HowTo };
