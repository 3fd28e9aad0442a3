/** The HTML a blogger pastes to embed a page (README, "Embedding in a blog post", shows the same). */

/**
 * The sandbox an embed needs, each for a reason the README gives: scripts and
 * its own origin to run and keep a seat, downloads for "Download the game", and
 * popups that escape the sandbox so "Open the full site" opens an ordinary tab.
 * No top navigation: the frame never takes the blog's page away.
 */
export const EMBED_SANDBOX =
  "allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox";

/** The HTML a blogger pastes: the iframe and the few lines that size it. */
export function embedSnippet(origin: string, path: string, title: string): string {
  return `<iframe src="${origin}${path}" title="${title}" width="100%" height="640" style="border:0;max-width:100%" sandbox="${EMBED_SANDBOX}" loading="lazy"></iframe>
<script>addEventListener("message",function(e){if(e.origin!=="${origin}"||!e.data||e.data.type!=="tabletop:height")return;document.querySelectorAll("iframe").forEach(function(f){if(f.contentWindow===e.source)f.style.height=e.data.height+"px"})})</script>`;
}
