/** How to play Sequence, for people who never have. */
import { t } from "../../i18n";

export function HowTo() {
  return (
    <div class="seq-howto stack">
      <h2>{t("sequence.howto.title")}</h2>
      <h3>{t("sequence.howto.goal.title")}</h3>
      <p>{t("sequence.howto.goal")}</p>
      <h3>{t("sequence.howto.turn.title")}</h3>
      <p>{t("sequence.howto.turn")}</p>
      <p>{t("sequence.howto.corners")}</p>
      <h3>{t("sequence.howto.jacks.title")}</h3>
      <ul>
        <li>{t("sequence.howto.jacks.twoEyed")}</li>
        <li>{t("sequence.howto.jacks.oneEyed")}</li>
      </ul>
      <h3>{t("sequence.howto.dead.title")}</h3>
      <p>{t("sequence.howto.dead")}</p>
      <h3>{t("sequence.howto.win.title")}</h3>
      <p>{t("sequence.howto.win")}</p>
    </div>
  );
}
