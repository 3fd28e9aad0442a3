/** Sequence's part of the client: the table and how to play. */
import type { GameClient } from "../types";
import { Board } from "./board";
import { HowTo } from "./how-to";

export const sequenceClient: GameClient = { Board, HowTo };
