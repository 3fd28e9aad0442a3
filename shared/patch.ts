/**
 * What changed between two JSON values, as a small patch, and how to apply it.
 * The room sends each connection the patch from the view it holds to the new
 * one instead of the whole view: an appended history event travels once, a
 * board cell as one number. Game-agnostic: it knows JSON, not games.
 *
 * A patch lists operations on paths (keys and indexes from the root):
 * `set` puts a value (the root itself when the path is empty), `push` appends
 * items to an array, `del` removes an object key, `splice` removes
 * `deleteCount` items of an array at `start` and inserts `items` there (as
 * `Array.prototype.splice`). Their paths never overlap, except that several
 * splices may edit one array: they apply in order, each to the array the one
 * before left.
 *
 * A path is a JSON Pointer (RFC 6901: "/bases/1/facing", "" for the root),
 * which `diff` writes because it is the shortest on the wire: a move's patch
 * is mostly paths. `applyPatch` also takes a path as the list of its keys and
 * indexes (["bases", 1, "facing"]), which is handier to write by hand.
 */
export type Path = string | readonly (string | number)[];

export interface Patch {
  readonly set?: readonly (readonly [Path, unknown])[];
  readonly push?: readonly (readonly [Path, readonly unknown[]])[];
  readonly del?: readonly Path[];
  readonly splice?: readonly (readonly [Path, number, number, readonly unknown[]])[];
}

type Ops = {
  set: [string, unknown][];
  push: [string, unknown[]][];
  del: string[];
  splice: [string, number, number, unknown[]][];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The pointer to `key` under `path` (RFC 6901 escapes "~" and "/" in a key). */
function child(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}/${key}`;
  const escaped = key.includes("~") || key.includes("/") ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;
  return `${path}/${escaped}`;
}

/** The patch that turns `before` into `after`, or null when they are equal. */
export function diff(before: unknown, after: unknown): Patch | null {
  const ops: Ops = { set: [], push: [], del: [], splice: [] };
  walk(before, after, "", ops);
  if (ops.set.length + ops.push.length + ops.del.length + ops.splice.length === 0) return null;
  // Assigned one by one, not spread from conditional literals: the room diffs each audience's view per move.
  const patch: { -readonly [K in keyof Patch]: Patch[K] } = {};
  if (ops.set.length) patch.set = ops.set;
  if (ops.push.length) patch.push = ops.push;
  if (ops.del.length) patch.del = ops.del;
  if (ops.splice.length) patch.splice = ops.splice;
  return patch;
}

const same = (a: unknown, b: unknown) => a === b || equal(a, b);

function walk(a: unknown, b: unknown, path: string, ops: Ops): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    walkArray(a, b, path, ops);
    return;
  }
  if (isObject(a) && isObject(b)) {
    // for…in with own-key checks rather than two Object.keys arrays per object: a view is walked per audience
    // per move. Keys of `a` that `b` shares are counted; only when some are missing is `a` walked for them.
    let shared = 0;
    for (const key in b) {
      if (!Object.hasOwn(b, key)) continue;
      if (!Object.hasOwn(a, key)) ops.set.push([child(path, key), b[key]]);
      else {
        shared++;
        if (a[key] !== b[key]) walk(a[key], b[key], child(path, key), ops);
      }
    }
    let own = 0;
    for (const key in a) if (Object.hasOwn(a, key)) own++;
    if (own !== shared)
      for (const key in a) if (Object.hasOwn(a, key) && !Object.hasOwn(b, key)) ops.del.push(child(path, key));
    return;
  }
  if (!equal(a, b)) ops.set.push([path, b]);
}

function walkArray(a: readonly unknown[], b: readonly unknown[], path: string, ops: Ops): void {
  // Appended to (a history): send only what is new. Views copy arrays but share their items.
  if (b.length > a.length && startsWith(b, a)) {
    ops.push.push([path, b.slice(a.length)]);
    return;
  }
  if (a.length !== b.length) {
    // Grown or shrunk in the middle (a hand played from with no card left to draw): splice what lies between
    // the common ends, unless nothing is common and the whole array is as short.
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && same(a[prefix], b[prefix])) prefix++;
    let suffix = 0;
    const room = Math.min(a.length, b.length) - prefix;
    while (suffix < room && same(a[a.length - 1 - suffix], b[b.length - 1 - suffix])) suffix++;
    if (prefix + suffix === 0) ops.set.push([path, b]);
    else ops.splice.push([path, prefix, a.length - prefix - suffix, b.slice(prefix, b.length - suffix)]);
    return;
  }
  // Same length: most items are shared between two views, so compare before building a path for one.
  let lo = 0;
  while (lo < a.length && a[lo] === b[lo]) lo++;
  if (lo === a.length) return;
  let hi = a.length - 1;
  while (a[hi] === b[hi]) hi--;
  const before = [ops.set.length, ops.push.length, ops.del.length, ops.splice.length] as const;
  for (let i = lo; i <= hi; i++) if (a[i] !== b[i]) walk(a[i], b[i], child(path, i), ops);
  // One item taken out and one put in at the other end of the changed stretch (a card played and one drawn,
  // a Spy stepping along its row) shifts every item between. Two splices carry one item besides their paths:
  // worth it from three item-wise operations on.
  const count =
    ops.set.length +
    ops.push.length +
    ops.del.length +
    ops.splice.length -
    (before[0] + before[1] + before[2] + before[3]);
  if (count >= 3) {
    // The stretch that really changed: a view may build a row's items afresh, equal but not the same objects.
    while (same(a[lo], b[lo])) lo++;
    while (same(a[hi], b[hi])) hi--;
    const shift = shifted(a, b, lo, hi, path);
    if (shift !== null) {
      // Instead of the item-wise operations just made.
      ops.set.length = before[0];
      ops.push.length = before[1];
      ops.del.length = before[2];
      ops.splice.length = before[3];
      ops.splice.push(...shift);
    }
  }
}

/**
 * The two splices that turn a[lo..hi] into b[lo..hi] when one is the other shifted by one place (an item
 * removed at one end, one inserted at the other), or null.
 */
function shifted(
  a: readonly unknown[],
  b: readonly unknown[],
  lo: number,
  hi: number,
  path: string,
): [string, number, number, unknown[]][] | null {
  if (hi === lo) return null;
  let left = true;
  for (let i = lo; i < hi && left; i++) left = same(a[i + 1], b[i]);
  if (left) {
    return [
      [path, lo, 1, []],
      [path, hi, 0, [b[hi]]],
    ];
  }
  for (let i = lo + 1; i <= hi; i++) if (!same(a[i - 1], b[i])) return null;
  return [
    [path, hi, 1, []],
    [path, lo, 0, [b[lo]]],
  ];
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
  for (const path of patch.del ?? []) root = update(root, keysOf(path), 0, () => REMOVE);
  for (const [path, next] of patch.set ?? []) root = update(root, keysOf(path), 0, () => next);
  for (const [path, items] of patch.push ?? []) {
    root = update(root, keysOf(path), 0, (old) => {
      if (!Array.isArray(old)) throw new Error(`patch: no array at ${String(path)}`);
      return [...old, ...items];
    });
  }
  for (const [path, start, deleteCount, items] of patch.splice ?? []) {
    root = update(root, keysOf(path), 0, (old) => {
      if (!Array.isArray(old)) throw new Error(`patch: no array at ${String(path)}`);
      const fits =
        Number.isInteger(start) &&
        Number.isInteger(deleteCount) &&
        start >= 0 &&
        deleteCount >= 0 &&
        start + deleteCount <= old.length &&
        Array.isArray(items);
      if (!fits) throw new Error(`patch: splice ${start}, ${deleteCount} does not fit ${String(path)}`);
      const copy = old.slice();
      copy.splice(start, deleteCount, ...items);
      return copy;
    });
  }
  return root as T;
}

const REMOVE = Symbol("remove");

/** A path's keys: a pointer's unescaped tokens (all strings; an array reads its index from one), or the list as is. */
function keysOf(path: Path): readonly (string | number)[] {
  if (typeof path !== "string") return path;
  if (path === "") return [];
  if (!path.startsWith("/")) throw new Error(`patch: ${path} is not a JSON pointer`);
  return path
    .slice(1)
    .split("/")
    .map((token) => (token.includes("~") ? token.replaceAll("~1", "/").replaceAll("~0", "~") : token));
}

/** An array index as a path gives it: a number, or a pointer's token of digits (no sign, no leading zero). */
function indexOf(key: string | number): number | null {
  if (typeof key === "number") return Number.isInteger(key) ? key : null;
  return /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : null;
}

function update(
  node: unknown,
  path: readonly (string | number)[],
  depth: number,
  change: (old: unknown) => unknown,
): unknown {
  if (depth === path.length) return change(node);
  const key = path[depth] as string | number;
  const index = Array.isArray(node) ? indexOf(key) : null;
  if (Array.isArray(node) && index !== null) {
    if (index < 0 || index > node.length) throw new Error(`patch: index ${index} out of range`);
    const copy = node.slice();
    copy[index] = update(node[index], path, depth + 1, change);
    return copy;
  }
  if (isObject(node) && typeof key === "string") {
    // Own keys only, and defined rather than assigned: JSON may name a key "__proto__", which is data, not the prototype.
    const next = update(Object.hasOwn(node, key) ? node[key] : undefined, path, depth + 1, change);
    const copy = { ...node };
    if (next === REMOVE) delete copy[key];
    else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  throw new Error(`patch: cannot follow ${path.slice(0, depth + 1).join("/")}`);
}
