/** Sequence's part of the client: the table, how to play, and the legal actions the shell hands the board (no bot code). */
import { type SequenceAction, type SequenceView, viewActions } from "../../../shared/games/sequence/without-bots";
import { shellGameClient } from "../contract";
import { Board } from "./board";
import { HowTo } from "./how-to";

export const sequenceClient = shellGameClient<SequenceView, SequenceAction>({ Board, HowTo, viewActions });
