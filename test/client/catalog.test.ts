import { beforeAll, describe, expect, it } from "vitest";
import { errorText, type Message, t } from "../../client/i18n";
import { fullCatalogs, loadEveryPart } from "./catalogs";

const { en } = await fullCatalogs();
// The room's words in use, as on a room page.
beforeAll(loadEveryPart);

describe("message catalog", () => {
  it("fills placeholders and picks plural forms with Intl", () => {
    expect(t("lobby.seat", { n: 3 })).toBe("Seat 3");
    expect(t("lobby.timer.seconds", { count: 1 })).toBe("1 second");
    expect(t("lobby.timer.seconds", { count: 30 })).toBe("30 seconds");
    expect(t("room.spectators", { count: 1200 })).toBe("1,200 watching");
  });

  it("shows the catalog's words for a known error code and the server's words otherwise", () => {
    expect(errorText("NOT_YOUR_TURN", "It is seat 2's turn.")).toBe(en["error.NOT_YOUR_TURN"]);
    expect(errorText("SOMETHING_NEW", "Plain words from the server.")).toBe("Plain words from the server.");
  });

  it("every message is non-empty and every placeholder is a word", () => {
    for (const [key, message] of Object.entries(en) as [string, Message][]) {
      const forms: string[] = typeof message === "string" ? [message] : Object.values(message);
      for (const form of forms) {
        expect(form.trim().length, key).toBeGreaterThan(0);
        expect(form.match(/\{[^}]*\}/g)?.every((p) => /^\{\w+\}$/.test(p)) ?? true, key).toBe(true);
      }
    }
  });
});
