/**
 * Per-address limits on room creation and on unknown-code probes, held in
 * their own party ("limiter" in partykit.json): one Durable Object per client
 * address, named by the SHA-256 of the address (hex), never by the address
 * itself. Every worker and room on the edge asking about one address reaches
 * the same object, so the limit holds across the whole edge, not per isolate.
 *
 * Each object keeps one token bucket per kind of charge ("create", "probe"),
 * so probing unknown codes never uses up the room-creation allowance.
 *
 * The buckets are stored, not only kept in memory: an idle object is evicted
 * within seconds to minutes, far sooner than an emptied creation bucket
 * refills (10 minutes by default), so a memory-only bucket would hand a full
 * burst back to whoever just waited out an eviction. Only a granted charge is
 * written (a refusal changes nothing); an alarm forgets the address once its
 * buckets are full again, so the party keeps no storage for quiet addresses.
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import { RoomErrors } from "../shared/limits";
import { type BucketRule, type BucketState, charge, fullAt, tokensAt } from "./bucket";

export { clientAddress, LOCAL_ADDRESS } from "./address";

/** The party's name in partykit.json. */
export const LIMITER_PARTY = "limiter";

const KINDS = ["create", "probe"] as const;
export type LimitKind = (typeof KINDS)[number];

/**
 * Defaults for a casual site, per address (a household, or a school or café
 * behind one NAT). Creation: 10 rooms at once covers a party setting up
 * several tables; then 1 a minute, so one address adds at most 1,440 rooms a
 * day, each a stored Durable Object that lives 7 days. Probes: 30 unknown
 * codes cover typos and stale links; then 1 every 2 seconds, which finds a
 * random live code among 31^7 ≈ 2.75e10 practically never.
 */
export const DEFAULT_LIMITS: Readonly<Record<LimitKind, { burst: number; perMinute: number }>> = {
  create: { burst: 10, perMinute: 1 },
  probe: { burst: 30, perMinute: 30 },
};

/** Deployment variables that override the defaults (`--var`, .env, or `partykit env`). */
const VARS: Readonly<Record<LimitKind, { burst: string; perMinute: string }>> = {
  create: { burst: "ROOM_CREATE_BURST", perMinute: "ROOM_CREATE_PER_MINUTE" },
  probe: { burst: "ROOM_PROBE_BURST", perMinute: "ROOM_PROBE_PER_MINUTE" },
};

/** The bucket rules of this deployment; a missing or unusable variable keeps the default. */
export function limitRules(env: Readonly<Record<string, unknown>>): Record<LimitKind, BucketRule> {
  const positive = (name: string, fallback: number): number => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const rule = (kind: LimitKind): BucketRule => ({
    burst: Math.max(1, positive(VARS[kind].burst, DEFAULT_LIMITS[kind].burst)),
    perSecond: positive(VARS[kind].perMinute, DEFAULT_LIMITS[kind].perMinute) / 60,
  });
  return { create: rule("create"), probe: rule("probe") };
}

export type ChargeResult = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

const ChargeResultSchema = v.union([
  v.strictObject({ ok: v.literal(true) }),
  v.strictObject({ ok: v.literal(false), retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);

/** What asking the limiter needs: `this.room.context` in a room, the lobby in onFetch. */
export interface PartiesAccess {
  readonly parties: Party.Context["parties"];
}

/** Answered when the limiter cannot be asked: refuse for a moment rather than let a flood through. */
const LIMITER_FAILURE_RETRY_SECONDS = 5;

/** The limiter object's room id for an address: SHA-256 hex, so the address itself is never an id. */
export async function limiterRoomId(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Takes one room creation from `address`'s allowance (address: `clientAddress(req)`). */
export function chargeRoomCreation(access: PartiesAccess, address: string): Promise<ChargeResult> {
  return chargeAddress(access, address, "create");
}

/** Takes one unknown-code probe (a GET or a WebSocket for a code with no room) from `address`'s allowance. */
export function chargeProbe(access: PartiesAccess, address: string): Promise<ChargeResult> {
  return chargeAddress(access, address, "probe");
}

async function chargeAddress(access: PartiesAccess, address: string, kind: LimitKind): Promise<ChargeResult> {
  let parties: Party.Context["parties"];
  try {
    parties = access.parties;
  } catch (e) {
    // partykit 0.0.115: a room that an alarm woke cannot reach other parties until it is evicted. Such a room
    // is an expired one whose code the caller already knows, so letting this probe through reveals nothing.
    console.warn("limiter unreachable from here; charge skipped:", e);
    return { ok: true };
  }
  try {
    const limiter = parties[LIMITER_PARTY];
    if (!limiter) throw new Error(`party "${LIMITER_PARTY}" is missing from partykit.json`);
    const res = await limiter.get(await limiterRoomId(address)).fetch({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind }),
    });
    const answer = v.safeParse(ChargeResultSchema, await res.json());
    if (res.ok && answer.success) return answer.output;
    throw new Error(`limiter answered ${res.status}`);
  } catch (e) {
    // Fail closed: an address flooding its own limiter object (past its request rate) must not slip through.
    console.error("limiter failed:", e);
    return { ok: false, retryAfterSeconds: LIMITER_FAILURE_RETRY_SECONDS };
  }
}

/** The HTTP answer to a refused charge: 429, Retry-After in whole seconds, and a plain message. */
export function rateLimitedResponse(retryAfterSeconds: number, message: string): Response {
  return Response.json(
    { code: RoomErrors.RATE_LIMITED, message },
    { status: 429, headers: { "retry-after": String(retryAfterSeconds), "cache-control": "no-store" } },
  );
}

const ChargeRequestSchema = v.strictObject({ kind: v.picklist(KINDS) });
type Buckets = Partial<Record<LimitKind, BucketState>>;
const BUCKETS_KEY = "buckets";

/** One address's buckets. Reached only from other parties (`parties.limiter.get(id)`), never from outside. */
export default class Limiter implements Party.Server {
  private buckets: Buckets = {};

  constructor(readonly room: Party.Room) {}

  /**
   * Outside requests could drain anyone's allowance (an IPv4 address's hash is easy to compute), so the edge
   * refuses them; subrequests from other parties do not pass through here. Test servers may read (GET) a
   * bucket with EXPOSE_LIMITER_STATE=1.
   */
  static onBeforeRequest(req: Party.Request, lobby: Party.Lobby): Party.Request | Response {
    if (req.method === "GET" && lobby.env.EXPOSE_LIMITER_STATE === "1") return req;
    return new Response("Not found", { status: 404 });
  }

  static onBeforeConnect(): Response {
    return new Response("Not found", { status: 404 });
  }

  async onStart(): Promise<void> {
    await this.room.blockConcurrencyWhile(async () => {
      this.buckets = (await this.room.storage.get<Buckets>(BUCKETS_KEY)) ?? {};
    });
  }

  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method === "GET") return Response.json(this.inspect());
    const body = v.safeParse(ChargeRequestSchema, await req.json().catch(() => null));
    if (!body.success) return new Response("Bad charge request", { status: 400 });
    const { kind } = body.output;
    const rules = limitRules(this.room.env);
    const result = charge(rules[kind], this.buckets[kind], Date.now());
    if (!result.ok) return Response.json({ ok: false, retryAfterSeconds: result.retryAfterSeconds });
    // Memory first: a request arriving while the write is pending must already see the token gone.
    this.buckets = { ...this.buckets, [kind]: result.state };
    await this.room.storage.put(BUCKETS_KEY, this.buckets);
    if ((await this.room.storage.getAlarm()) === null) await this.room.storage.setAlarm(this.forgetAt(rules));
    return Response.json({ ok: true });
  }

  /** Once every bucket is full again, this address has nothing to remember; else look again when it will be. */
  async onAlarm(): Promise<void> {
    const rules = limitRules(this.room.env);
    const at = this.forgetAt(rules);
    if (at > Date.now()) {
      await this.room.storage.setAlarm(at);
      return;
    }
    this.buckets = {};
    await this.room.storage.deleteAll();
  }

  private forgetAt(rules: Record<LimitKind, BucketRule>): number {
    return Math.max(0, ...KINDS.map((k) => fullAt(rules[k], this.buckets[k] ?? { tokens: rules[k].burst, at: 0 })));
  }

  /** For tests (EXPOSE_LIMITER_STATE=1): this object's id and the tokens each bucket holds now. */
  private inspect(): { id: string | null; tokens: Partial<Record<LimitKind, number>> } {
    const rules = limitRules(this.room.env);
    const now = Date.now();
    const tokens: Partial<Record<LimitKind, number>> = {};
    for (const kind of KINDS) {
      const state = this.buckets[kind];
      if (state) tokens[kind] = tokensAt(rules[kind], state, now);
    }
    let id: string | null = null;
    try {
      id = this.room.id;
    } catch {
      // After an alarm wake partykit 0.0.115 cannot tell the room id; the tokens still answer.
    }
    return { id, tokens };
  }
}
