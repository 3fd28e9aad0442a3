/**
 * Turn notifications: shown only when the player allowed them and the tab is
 * hidden (a visible tab has its title and chime), never asked for on their own.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { notifyTurn } from "../../client/notify";
import { loadEveryPart } from "./catalogs";

// The room's words in use, as on a room page.
beforeAll(loadEveryPart);

const shown: { title: string; body: string | undefined }[] = [];
class FakeNotification {
  static permission: NotificationPermission = "default";
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
  close() {}
}

function page(visibilityState: "hidden" | "visible", permission: NotificationPermission) {
  FakeNotification.permission = permission;
  Object.assign(globalThis, { Notification: FakeNotification, document: { visibilityState } });
}

describe("turn notifications", () => {
  afterEach(() => {
    shown.length = 0;
    Reflect.deleteProperty(globalThis, "Notification");
    Reflect.deleteProperty(globalThis, "document");
  });

  it("tell a player whose tab is hidden that it is their turn, naming the room", () => {
    page("hidden", "granted");
    notifyTurn("K7MX2QP");
    expect(shown).toEqual([{ title: "Tabletop rooms", body: "It is your turn in room K7MX2QP." }]);
  });

  it("stay quiet when the tab is visible, when not allowed, or where the browser has none", () => {
    page("visible", "granted");
    notifyTurn("K7MX2QP");
    page("hidden", "default");
    notifyTurn("K7MX2QP");
    page("hidden", "denied");
    notifyTurn("K7MX2QP");
    Reflect.deleteProperty(globalThis, "Notification");
    notifyTurn("K7MX2QP");
    expect(shown).toEqual([]);
  });
});
