/**
 * The interface language: each language listed by its own name, so a visitor
 * who landed in a language they cannot read still finds theirs. The choice is
 * remembered in this browser; other players keep their own.
 */
import { chooseLocale, LANGUAGES, LOCALES, type Locale, locale, t } from "./i18n";

export function LanguagePicker() {
  return (
    <label class="language-picker">
      <span class="muted">{t("language.label")}</span>
      <select
        value={locale.value}
        data-field="language"
        onChange={(e) => {
          void chooseLocale(e.currentTarget.value as Locale);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} dir={LANGUAGES[l].dir}>
            {LANGUAGES[l].name}
          </option>
        ))}
      </select>
    </label>
  );
}
