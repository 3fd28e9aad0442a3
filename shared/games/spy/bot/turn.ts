import { allowedSteps, facedPosition, isAtEnd, mirrorPosition, stepSpy, wrappedPosition } from "../base";
import { MAX_FREE_ACTIONS_PER_TURN } from "../bounds";
import type { Facing, SpyAction, SpyView } from "../types";
import { indexAtRow } from "./knowledge";

/**
 * A whole turn as one choice: free flips and wraps, at most one move, more free
 * actions, then a spy or the end. Bots choose among plans and play the first
 * action of the chosen one; the next call plans again from the new view.
 */
export interface TurnPlan {
  /** Every action of the plan, the final spy or end included. */
  readonly actions: readonly SpyAction[];
  /** The move of the plan: the own card index it faces and its size (what it tells everyone); null without a move. */
  readonly move: { readonly index: number; readonly steps: number; readonly free: boolean } | null;
  /** Where the own Spy stands and faces when the turn ends. */
  readonly position: number;
  readonly facing: Facing;
  /** The seat spied on, or null when the plan ends the turn without a spy. */
  readonly target: number | null;
  /** The examined row of the target's base (mirror of the faced place); -1 without a spy. */
  readonly examined: number;
}

/**
 * Free actions one turn may take before a bot must stop flipping and wrapping.
 * A plan needs at most four (a flip and a wrap on each side of the move), so this
 * leaves room to change one's mind once, and bounds every bot turn at
 * FREE_ACTION_CAP + 2 actions whatever the bot decides from call to call. It is
 * below the rules' MAX_FREE_ACTIONS_PER_TURN, so no plan is ever refused for it.
 */
export const FREE_ACTION_CAP = 6;

interface Pose {
  readonly position: number;
  readonly facing: Facing;
  readonly path: readonly SpyAction[];
}

const FLIP: SpyAction = { type: "flip" };
const WRAP: SpyAction = { type: "wrap" };
const END: SpyAction = { type: "end" };

/** Every distinct plan the viewing seat may follow from here on this turn ([] when it is not its turn). */
export function turnPlans(view: SpyView): TurnPlan[] {
  const seat = view.seat;
  if (seat === null || view.phase !== "playing" || view.turn !== seat) return [];
  const own = view.bases[seat];
  if (!own) return [];
  const length = own.places.length;
  const freeLeft = Math.min(FREE_ACTION_CAP, MAX_FREE_ACTIONS_PER_TURN) - view.freeActions;
  const plans = new Map<string, TurnPlan>();
  const offer = (plan: TurnPlan, key: string) => {
    const free = plan.actions.filter((action) => action.type === "flip" || action.type === "wrap").length;
    if (free > Math.max(0, freeLeft)) return;
    const known = plans.get(key);
    if (!known || known.actions.length > plan.actions.length) plans.set(key, plan);
  };
  const finish = (pose: Pose, before: readonly SpyAction[], move: TurnPlan["move"]) => {
    const moveKey = move ? `${move.index}:${move.steps}` : "-";
    const path = [...before, ...pose.path];
    // Ending the turn: only the place matters (a facing can be changed for free next turn).
    offer(
      { actions: [...path, END], move, position: pose.position, facing: pose.facing, target: null, examined: -1 },
      `${moveKey}|${pose.position}|end`,
    );
    const examined = mirrorPosition(facedPosition(pose.position, pose.facing, length), length);
    view.bases.forEach((base, other) => {
      if (base === null || other === seat || view.eliminated[other] || base.spy === examined) return;
      offer(
        {
          actions: [...path, { type: "spy", target: other }],
          move,
          position: pose.position,
          facing: pose.facing,
          target: other,
          examined,
        },
        `${moveKey}|${pose.position}|${pose.facing}|${other}`,
      );
    });
  };
  // The own cards by index of the fixed order: a wrap moves the Spy, so rows shift, indices never.
  const ownCards = own.places.filter((_, row) => row !== own.spy);
  for (const pose of freePoses(own.spy, own.facing, length)) {
    finish(pose, [], null);
    if (view.moved) continue;
    const index = indexAtRow(pose.position, facedPosition(pose.position, pose.facing, length));
    const faced = ownCards[index];
    if (!faced || faced.card === null || faced.card === "SPY") continue;
    for (const steps of allowedSteps(faced.card, faced.mark)) {
      let position = pose.position;
      for (let step = 0; step < steps; step++) position = stepSpy(position, pose.facing, length);
      const before = [...pose.path, { type: "move", steps } as const];
      const move = { index, steps, free: faced.mark === "exposed" };
      for (const after of freePoses(position, pose.facing, length)) finish(after, before, move);
    }
  }
  return [...plans.values()];
}

/** Every pose reachable by flips and wraps, each with a shortest path to it. */
function freePoses(position: number, facing: Facing, length: number): Pose[] {
  const poses: Pose[] = [{ position, facing, path: [] }];
  for (let i = 0; i < poses.length; i++) {
    const pose = poses[i] as Pose;
    const next: Pose[] = [
      { position: pose.position, facing: pose.facing === "left" ? "right" : "left", path: [...pose.path, FLIP] },
    ];
    if (isAtEnd(pose.position, length)) {
      next.push({ position: wrappedPosition(pose.position, length), facing: pose.facing, path: [...pose.path, WRAP] });
    }
    for (const candidate of next) {
      if (!poses.some((seen) => seen.position === candidate.position && seen.facing === candidate.facing)) {
        poses.push(candidate);
      }
    }
  }
  return poses;
}
