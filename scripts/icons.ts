/**
 * Draws the app's icons (the favicon's picture: a blue tile, a white and a
 * yellow chip) as PNGs into public/icons/, for the web app manifest. Plain
 * node (zlib), no image tool: each pixel is the share of 4×4 samples inside
 * each shape, so edges are smooth. Usage: npx tsx scripts/icons.ts
 *
 * "any" icons are the rounded tile on a transparent ground; "maskable" ones
 * fill the square with the tile's blue and keep the chips inside the middle
 * 80 %, the zone a launcher's mask never cuts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { APP_ICONS, type AppIcon } from "../party/app-files";

type Rgba = readonly [number, number, number, number];
const BLUE: Rgba = [0x1f, 0x5f, 0xbf, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const YELLOW: Rgba = [0xf5, 0xc4, 0x00, 255];

/** A shape in the favicon's 32-unit square: whether a point is inside it. */
type Shape = { readonly colour: Rgba; readonly inside: (x: number, y: number) => boolean };

const circle = (cx: number, cy: number, r: number, colour: Rgba): Shape => ({
  colour,
  inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
});

/** The favicon's rounded tile (rx 6), or the whole square for a maskable icon. */
function tile(rounded: boolean): Shape {
  const r = rounded ? 6 : 0;
  return {
    colour: BLUE,
    inside: (x, y) => {
      const dx = Math.max(r - x, 0, x - (32 - r));
      const dy = Math.max(r - y, 0, y - (32 - r));
      return dx * dx + dy * dy <= r * r;
    },
  };
}

/** The chips of the favicon, scaled about the middle by `scale` (maskable: inside the safe zone). */
function shapes(maskable: boolean): Shape[] {
  const scale = maskable ? 0.8 : 1;
  const at = (v: number) => 16 + (v - 16) * scale;
  return [tile(!maskable), circle(at(11), at(11), 5 * scale, WHITE), circle(at(21), at(21), 5 * scale, YELLOW)];
}

const SAMPLES = 4;

function pixels(size: number, maskable: boolean): Uint8Array {
  const topmost = shapes(maskable).reverse();
  const out = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          // The topmost shape under the sample wins.
          const top = topmost.find((s) => s.inside(x, y));
          if (!top) continue;
          // Premultiplied while summing, so a half-covered edge pixel keeps its colour.
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (top.colour[c] as number);
          sum[3] = (sum[3] as number) + 1;
        }
      }
      const covered = sum[3] as number;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) out[at + c] = covered ? Math.round((sum[c] as number) / covered) : 0;
      out[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of `rgba` (size × size). */
export function png(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method variants, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

export function drawIcon(icon: AppIcon): Buffer {
  return png(icon.size, pixels(icon.size, icon.purpose === "maskable"));
}

if (process.argv[1]?.endsWith("icons.ts")) {
  mkdirSync(join("public", "icons"), { recursive: true });
  for (const icon of APP_ICONS) writeFileSync(join("public", icon.file), drawIcon(icon));
}
