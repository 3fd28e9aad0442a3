/**
 * GET /manifest.webmanifest: what makes the site installable on a phone (a
 * home-screen icon that opens it in its own window). The icons are under the
 * build's immutable prefix like every asset.
 */
import { APP_ICONS, THEME_COLOUR } from "./app-files";
import { DESCRIPTION, SITE_NAME } from "./site";

export interface WebManifest {
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: "standalone";
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly {
    readonly src: string;
    readonly sizes: string;
    readonly type: string;
    readonly purpose: string;
  }[];
}

/** The splash screen's ground while the page loads: the page's own (--bg in public/styles.css). */
const BACKGROUND = "#f7f5f0";

export function webManifest(buildId: string): WebManifest {
  return {
    name: SITE_NAME,
    short_name: "Tabletop",
    description: DESCRIPTION,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND,
    icons: APP_ICONS.map((icon) => ({
      src: `/a/${buildId}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}

export function webManifestResponse(buildId: string): Response {
  return new Response(JSON.stringify(webManifest(buildId)), {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
    },
  });
}
