/**
 * Runs inside the room (workerd), in the benchmark's copy of a project only:
 * wraps a PartyKit server class so every Durable Object storage call of the
 * room is counted, without changing what it does. bench/dev-server.ts serves
 * `export default counted(Server)` in place of the project's own entry.
 *
 * Counted per isolate (every room of the server): `put` calls and keys put,
 * bytes of the values put, deleted keys, and alarm reads and writes. A value's
 * bytes are its key's length plus the length of its JSON text, measured on one
 * `put` call in SAMPLE_EVERY (the other calls are only counted), so the
 * measuring itself costs the room little CPU; the total is estimated as the
 * sampled mean times the number of calls. (Storage holds the V8 serialisation
 * of the value, of about the same size as its JSON for this kind of data.)
 *
 * `GET /parties/main/<room>?__bench=storage` answers the counters as JSON, and
 * `&reset=1` zeroes them after reading.
 */
import type * as Party from "partykit/server";

const SAMPLE_EVERY = 8;

export interface StorageCounters {
  putCalls: number;
  keysPut: number;
  sampledCalls: number;
  sampledBytes: number;
  keysDeleted: number;
  alarmSets: number;
  alarmGets: number;
}

const fresh = (): StorageCounters => ({
  putCalls: 0,
  keysPut: 0,
  sampledCalls: 0,
  sampledBytes: 0,
  keysDeleted: 0,
  alarmSets: 0,
  alarmGets: 0,
});

let counters = fresh();

function jsonBytes(key: string, value: unknown): number {
  return key.length + (JSON.stringify(value)?.length ?? 0);
}

function countPut(args: unknown[]): void {
  counters.putCalls++;
  const sample = counters.putCalls % SAMPLE_EVERY === 0;
  const [first, second] = args;
  if (typeof first === "string") {
    counters.keysPut++;
    if (sample) counters.sampledBytes += jsonBytes(first, second);
  } else if (first && typeof first === "object") {
    const entries = Object.entries(first);
    counters.keysPut += entries.length;
    if (sample) for (const [key, value] of entries) counters.sampledBytes += jsonBytes(key, value);
  }
  if (sample) counters.sampledCalls++;
}

function wrap<T extends object>(storage: T): T {
  return new Proxy(storage, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      const fn = value as (...args: unknown[]) => unknown;
      switch (prop) {
        case "put":
          return (...args: unknown[]) => {
            countPut(args);
            return fn.apply(target, args);
          };
        case "delete":
          return (...args: unknown[]) => {
            counters.keysDeleted += Array.isArray(args[0]) ? args[0].length : 1;
            return fn.apply(target, args);
          };
        case "setAlarm":
          return (...args: unknown[]) => {
            counters.alarmSets++;
            return fn.apply(target, args);
          };
        case "getAlarm":
          return (...args: unknown[]) => {
            counters.alarmGets++;
            return fn.apply(target, args);
          };
        case "transaction":
          return (body: (txn: object) => unknown, ...rest: unknown[]) =>
            fn.call(target, (txn: object) => body(wrap(txn)), ...rest);
        default:
          return fn.bind(target);
      }
    },
  });
}

type ServerClass = new (room: Party.Room) => Party.Server;

/** The server class, with its room's storage counted and the counters served over HTTP. */
export function counted<C extends ServerClass>(Base: C): C {
  // @ts-expect-error: a mixin's constructor must take `any[]`; this one takes the room like every Party.Server
  return class Counted extends Base {
    constructor(room: Party.Room) {
      (room as { storage: Party.Storage }).storage = wrap(room.storage);
      super(room);
    }

    override onRequest(req: Party.Request): Response | Promise<Response> {
      const url = new URL(req.url);
      if (url.searchParams.get("__bench") === "storage") {
        const answer = Response.json(counters);
        if (url.searchParams.get("reset") === "1") counters = fresh();
        return answer;
      }
      const own = (Base.prototype as Party.Server).onRequest;
      return own ? own.call(this, req) : new Response("Not found", { status: 404 });
    }
  };
}
