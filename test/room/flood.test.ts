import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Limits, RoomErrors } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { type DevServer, startDevServer } from "./server";

/** Runs on its own server with the production rate limit (the shared test server lifts it). */
describe("abuse limits: message rate", () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({ pages: false });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("a flood from one connection is rate limited without hurting the others", async () => {
    const { code } = await createRoom(server.host, { game: "spy" });
    const a = await TestClient.connect(server.host, code);
    const b = await TestClient.connect(server.host, code);
    const limited = a.next((m) => m.type === "error" && m.code === RoomErrors.RATE_LIMITED);
    for (let i = 0; i < Limits.rate.burst * 3; i++)
      a.sendRaw(JSON.stringify({ type: "chat", id: `f${i}`, text: "spam" }));
    expect(await limited).toMatchObject({ message: expect.stringMatching(/slow down/i) });
    expect((await b.request({ type: "chat", text: "hello" })).type).toBe("ack");
    for (const c of [a, b]) c.close();
  });
});
