/**
 * Stylesheets a page links only when it needs them: a game's when its board,
 * rules or replay first opens, the replay page's with that page. So the home
 * page's first paint waits for no game's CSS (party/site.ts links only the
 * shell's). public/ is served beside the client's bundle (/a/<build>/<file>,
 * the bundle under /a/<build>/dist/), so a file's address is found from this
 * module's own.
 */
const linked = new Map<string, Promise<void>>();

/** Links a file of public/ (once) and resolves when it has loaded, or failed: an unstyled board is still a board. */
export function linkStylesheet(file: string): Promise<void> {
  let linking = linked.get(file);
  if (!linking) {
    linking = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = new URL(`../${file}`, import.meta.url).href;
      link.dataset.stylesheet = file;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => {
        // Forgotten, so the next opening links it again (the network may be back by then).
        link.remove();
        linked.delete(file);
        resolve();
      });
      document.head.append(link);
    });
    linked.set(file, linking);
  }
  return linking;
}
