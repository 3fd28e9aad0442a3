export * from "./errors";
export * from "./game";
export * from "./log";
export * from "./playout";
export * from "./replay";
export * from "./result";
export * from "./rng";
export * from "./turns";
