/**
 * parseClientMessage checks game actions by hand (the message sent most
 * often): it must accept and build exactly what the schema does.
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ClientMessageSchema, parseClientMessage } from "../../shared/protocol";

const id = fc.oneof(fc.string({ minLength: 0, maxLength: 70 }), fc.integer(), fc.constant(null));
const version = fc.oneof(
  fc.integer({ min: -5, max: 500 }),
  fc.double(),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
);
const action = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constantFrom("play", "pass", "exchange"), card: fc.string({ maxLength: 3 }), cell: fc.nat(99) }),
  fc.jsonValue(),
);
/** Mostly well-formed moves, some with one part missing, wrong or extra. */
const message = fc
  .tuple(
    fc.record({
      type: fc.constantFrom("action", "action", "action", "chat", "Action"),
      id: fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), id),
      version: fc.oneof(fc.nat(300), version),
      action,
    }),
    fc.option(fc.constantFrom("type", "id", "version", "action"), { freq: 3 }),
    fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue()), { freq: 3 }),
  )
  .map(([m, drop, extra]) => {
    const out: Record<string, unknown> = { ...m };
    if (drop !== null) delete out[drop];
    if (extra !== null) out[extra[0]] = extra[1];
    return out;
  });

describe("parseClientMessage", () => {
  it("accepts a game action exactly when the schema does, with the same message", () => {
    let accepted = 0;
    fc.assert(
      fc.property(message, (m) => {
        const text = JSON.stringify(m);
        const ours = parseClientMessage(text);
        const schema = v.safeParse(ClientMessageSchema, JSON.parse(text));
        expect(ours.ok).toBe(schema.success);
        if (ours.ok && schema.success) {
          accepted++;
          expect(ours.message).toEqual(schema.output);
        }
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(50);
  });

  it("takes a typical move", () => {
    const text = JSON.stringify({
      type: "action",
      id: "m1",
      version: 3,
      action: { type: "play", card: "2S", cell: 1 },
    });
    expect(parseClientMessage(text)).toEqual({
      ok: true,
      message: { type: "action", id: "m1", version: 3, action: { type: "play", card: "2S", cell: 1 } },
    });
  });
});
