/** How to play Spy, for people who never played it. */
import { type MessageKey, t } from "../../i18n";

const SECTIONS: readonly (readonly [MessageKey, MessageKey])[] = [
  ["spy.howto.goal.title", "spy.howto.goal"],
  ["spy.howto.base.title", "spy.howto.base"],
  ["spy.howto.move.title", "spy.howto.move"],
  ["spy.howto.spy.title", "spy.howto.spy"],
  ["spy.howto.answers.title", "spy.howto.answers"],
  ["spy.howto.order.title", "spy.howto.order"],
  ["spy.howto.bombs.title", "spy.howto.bombs"],
  ["spy.howto.out.title", "spy.howto.out"],
];

export function HowTo() {
  return (
    <div class="spy-howto">
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <h3>{t(title)}</h3>
          <p>{t(text)}</p>
        </section>
      ))}
    </div>
  );
}
