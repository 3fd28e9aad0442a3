/**
 * What changed between two JSON values, as a small patch, and how to apply it.
 * The room sends each connection the patch from the view it holds to the new
 * one instead of the whole view: an appended history event travels once, a
 * board cell as one number. Game-agnostic: it knows JSON, not games.
 *
 * A patch lists operations on paths (keys and indexes from the root):
 * `set` puts a value (the root itself when the path is empty), `push` appends
 * items to an array, `del` removes an object key. Their paths never overlap.
 */
export type Path = readonly (string | number)[];

export interface Patch {
  readonly set?: readonly (readonly [Path, unknown])[];
  readonly push?: readonly (readonly [Path, readonly unknown[]])[];
  readonly del?: readonly Path[];
}

type Ops = { set: [Path, unknown][]; push: [Path, unknown[]][]; del: Path[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The patch that turns `before` into `after`, or null when they are equal. */
export function diff(before: unknown, after: unknown): Patch | null {
  const ops: Ops = { set: [], push: [], del: [] };
  walk(before, after, [], ops);
  if (ops.set.length + ops.push.length + ops.del.length === 0) return null;
  return {
    ...(ops.set.length ? { set: ops.set } : {}),
    ...(ops.push.length ? { push: ops.push } : {}),
    ...(ops.del.length ? { del: ops.del } : {}),
  };
}

function walk(a: unknown, b: unknown, path: Path, ops: Ops): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    // Appended to (a history): send only what is new. Views copy arrays but share their items.
    if (b.length > a.length && startsWith(b, a)) {
      ops.push.push([path, b.slice(a.length)]);
      return;
    }
    if (a.length === b.length) {
      // Most items are shared between two views: compare before building a path for one.
      for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) walk(a[i], b[i], [...path, i], ops);
      return;
    }
    ops.set.push([path, b]);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(b)) {
      if (!Object.hasOwn(a, key)) ops.set.push([[...path, key], b[key]]);
      else if (a[key] !== b[key]) walk(a[key], b[key], [...path, key], ops);
    }
    for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) ops.del.push([...path, key]);
    return;
  }
  if (!equal(a, b)) ops.set.push([path, b]);
}

function startsWith(long: readonly unknown[], prefix: readonly unknown[]): boolean {
  for (let i = 0; i < prefix.length; i++) if (long[i] !== prefix[i] && !equal(long[i], prefix[i])) return false;
  return true;
}

/** Deep equality of JSON values. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.hasOwn(b, key) || !equal(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/**
 * `value` with `patch` applied. Never mutates `value`: every object and array
 * on a changed path is copied, the rest shared, so a signal holding the result
 * sees a new value exactly where something changed. Throws on a patch that
 * does not fit (the caller then asks for the whole view again).
 */
export function applyPatch<T>(value: T, patch: Patch): T {
  let root: unknown = value;
  for (const path of patch.del ?? []) root = update(root, path, 0, () => REMOVE);
  for (const [path, next] of patch.set ?? []) root = update(root, path, 0, () => next);
  for (const [path, items] of patch.push ?? []) {
    root = update(root, path, 0, (old) => {
      if (!Array.isArray(old)) throw new Error(`patch: no array at ${path.join(".")}`);
      return [...old, ...items];
    });
  }
  return root as T;
}

const REMOVE = Symbol("remove");

function update(node: unknown, path: Path, depth: number, change: (old: unknown) => unknown): unknown {
  if (depth === path.length) return change(node);
  const key = path[depth] as string | number;
  if (Array.isArray(node) && typeof key === "number") {
    if (key < 0 || key > node.length) throw new Error(`patch: index ${key} out of range`);
    const copy = node.slice();
    copy[key] = update(node[key], path, depth + 1, change);
    return copy;
  }
  if (isObject(node) && typeof key === "string") {
    const next = update(node[key], path, depth + 1, change);
    const copy = { ...node };
    if (next === REMOVE) delete copy[key];
    else copy[key] = next;
    return copy;
  }
  throw new Error(`patch: cannot follow ${path.slice(0, depth + 1).join(".")}`);
}
