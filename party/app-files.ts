/**
 * The installable app's files beyond the pages' own: the service worker's
 * script (built from client/sw.ts) and the icons the web app manifest names
 * (public/icons/, drawn by scripts/icons.ts). They are hashed into the build
 * id (site.ts) like the pages' files: a changed worker or icon is a new build.
 */

/** The service worker's built script, relative to public/; served at /sw.js (service-worker.ts). */
export const SERVICE_WORKER_SCRIPT = "dist/sw.js";

export interface AppIcon {
  /** Relative to public/. */
  readonly file: string;
  /** Width and height in pixels. */
  readonly size: number;
  /** "any": the rounded tile on a clear ground; "maskable": full bleed, for launchers that cut their own shape. */
  readonly purpose: "any" | "maskable";
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/maskable-192.png", size: 192, purpose: "maskable" },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable" },
];

/** The site's theme colour (the tile's blue, --accent in public/styles.css): the browser's bar and the splash screen. */
export const THEME_COLOUR = "#1f5fbf";

/** Every file of this module's, relative to public/. */
export const APP_FILES: readonly string[] = [SERVICE_WORKER_SCRIPT, ...APP_ICONS.map((icon) => icon.file)];
