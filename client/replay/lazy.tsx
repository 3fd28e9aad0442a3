/** The replay page, loaded when someone opens one: its code and its stylesheet stay out of every other page's first load. */
import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n";
import { linkStylesheet } from "../stylesheet";

type Page = typeof import("./page");

export function Replay({ code }: { code: string }) {
  const [page, setPage] = useState<Page | null>(null);
  useEffect(() => {
    void Promise.all([import("./page"), linkStylesheet("replay.css")]).then(([loaded]) => setPage(() => loaded));
  }, []);
  if (!page) {
    return (
      <p class="muted" aria-live="polite">
        {t("replay.loading")}
      </p>
    );
  }
  return <page.ReplayPage code={code} />;
}
