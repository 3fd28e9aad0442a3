/**
 * The room as the site runs it, plus the toy game: the bench's entry point for this project's room
 * (bench/dev-server.ts serves it). The registration comes first, so every module of the room reads a
 * registry that already holds it; no line of party/ knows this file exists.
 */
import "./register";

export { default } from "../../party/room";
