/** The committed icons (public/icons/) are what scripts/icons.ts draws, at the sizes the manifest states. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_ICONS } from "../../party/app-files";
import { drawIcon } from "../../scripts/icons";

describe("the app's icons", () => {
  it("are 192 and 512 pixels, each also maskable", () => {
    for (const purpose of ["any", "maskable"]) {
      expect(APP_ICONS.filter((i) => i.purpose === purpose).map((i) => i.size)).toEqual([192, 512]);
    }
  });

  for (const icon of APP_ICONS) {
    it(`${icon.file} is the script's drawing (run npx tsx scripts/icons.ts after changing it)`, () => {
      const committed = readFileSync(join("public", icon.file));
      expect(committed.equals(drawIcon(icon))).toBe(true);
      // The PNG's own header states the size.
      expect(committed.readUInt32BE(16)).toBe(icon.size);
      expect(committed.readUInt32BE(20)).toBe(icon.size);
    });
  }
});
