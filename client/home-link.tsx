/** The site's name as a link home, navigating in the page (no reload). */
import { t } from "./i18n";
import { navigate } from "./router";

export function HomeLink() {
  return (
    <a
      href="/"
      onClick={(e) => {
        e.preventDefault();
        navigate("/");
      }}
    >
      {t("site.title")}
    </a>
  );
}
