/**
 * What each rule-bearing string says, in every language (issue 19, item 9: a
 * native speaker read every catalog against the source rules in that language).
 * A rule is pinned by the words that carry it, so a later edit that changes the
 * meaning, or brings back a wording the review found misleading, fails here.
 * The checks of a fix fail on the catalogs as they were before the review; the
 * checks of rules every language already stated right (the answers, the order,
 * who is out, the Jacks' suits, how many sequences win) pass on both.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { describeEvent } from "../../client/games/sequence/describe";
import { readerOf } from "../../client/games/sequence/names";
import { LOCALES, type Locale, setLocale, t } from "../../client/i18n";
import type { Message, MessageKey } from "../../client/i18n/types";
import { type FullCatalog, fullCatalogs, loadEveryPart } from "./catalogs";

const catalogs = await fullCatalogs();
const { en, pa, kn, ar, ku } = catalogs;

const forms = (message: Message): string[] => (typeof message === "string" ? [message] : Object.values(message));
const text = (catalog: FullCatalog, key: MessageKey): string => {
  const message = catalog[key];
  if (typeof message !== "string") throw new Error(`${key} has plural forms`);
  return message;
};
/** The keys of a catalog with a text that matches. */
const keysMatching = (catalog: FullCatalog, pattern: RegExp): string[] =>
  Object.entries(catalog as Readonly<Record<string, Message>>)
    .filter(([, message]) => forms(message).some((form) => pattern.test(form)))
    .map(([key]) => key);

beforeAll(loadEveryPart);
afterEach(async () => {
  await setLocale("en");
});

/** Where a rule turns on "the card your Spy faces" (in your own row). */
const facedCardKeys = [
  "spy.howto.move",
  "error.WRONG_STEPS",
  "spy.guide.arrange",
  "spy.guide.spy",
  "spy.howto.spy",
] as const satisfies readonly MessageKey[];
/** Where a string means "the card across the table" (in an opponent's row). */
const acrossKeys = ["spy.howto.spy", "spy.guide.spy", "spy.guide.arrange", "spy.confirm.title"] as const;

/** Each language's words for the two cards; they must not be the same words. */
const cardWords: Record<Locale, { faced: RegExp; across: RegExp }> = {
  en: { faced: /card (your Spy|it) faces|the one your Spy faces|faced card/, across: /across/ },
  pa: { faced: /ਜਿਸ (ਪੱਤੇ )?ਵੱਲ (ਤੁਹਾਡੇ |ਉਸ ਦਾ )?(ਜਾਸੂਸ ਦਾ )?ਮੂੰਹ ਹੈ/, across: /ਸਾਹਮਣੇ/ },
  kn: { faced: /ಮುಖಮಾಡಿರುವ ಎಲೆ/, across: /ಎದುರ/ },
  ar: { faced: /(ال|لل)ورقة التي يتّجه إليها/, across: /المقابلة|قبالة/ },
  ku: { faced: /karta ku berê (wî|Sîxurê te) lê ye/, across: /li hember/ },
};

describe("Spy: the card your Spy faces is not the card across the table", () => {
  for (const lang of LOCALES) {
    it(`${lang}: the faced-card rules name the faced card, in words the card across never uses`, () => {
      const catalog = catalogs[lang];
      const { faced, across } = cardWords[lang];
      for (const key of facedCardKeys) expect(text(catalog, key), key).toMatch(faced);
      for (const key of acrossKeys) expect(text(catalog, key), key).toMatch(across);
      // The confirm before spying on a lit bomb is about the card across only.
      expect(text(catalog, "spy.confirm.title")).not.toMatch(faced);
      // The move rules never use the "across" words for the faced card.
      expect(text(catalog, "error.WRONG_STEPS")).not.toMatch(across);
    });
  }

  it("pa and kn: the move rule says 1 or 2 when the card your Spy faces is exposed", () => {
    expect(pa["spy.howto.move"]).toContain("ਜੇ ਜਿਸ ਪੱਤੇ ਵੱਲ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ ਉਹ ਖੁੱਲ੍ਹਾ ਹੈ, ਤਾਂ 1 ਜਾਂ 2 ਚੱਲੋ।");
    expect(pa["spy.howto.move"]).not.toMatch(/ਸਾਹਮਣੇ/);
    expect(kn["spy.howto.move"]).toContain("ಗೂಢಚಾರ ಮುಖಮಾಡಿರುವ ಎಲೆ ಬಹಿರಂಗವಾಗಿದ್ದರೆ 1 ಅಥವಾ 2 ಚಲಿಸಿ.");
    expect(kn["spy.howto.move"]).not.toMatch(/ಎದುರಿನ ಎಲೆ/);
    expect(ar["spy.howto.move"]).toContain("إن كانت الورقة التي يتّجه إليها مكشوفة، فحرّكه 1 أو 2");
    expect(ku["spy.howto.move"]).toContain("Heke karta ku berê wî lê ye eşkere be, 1 an 2 bimeşe.");
    expect(en["spy.howto.move"]).toContain("If the faced card is exposed, move 1 or 2.");
  });

  it("pa and kn: the spy rule looks straight across from the faced card, not 'across from the card in front'", () => {
    expect(pa["spy.howto.spy"]).toContain("ਜਿਸ ਪੱਤੇ ਵੱਲ ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ, ਉਸ ਦੇ ਐਨ ਸਾਹਮਣੇ");
    expect(pa["spy.guide.spy"]).toContain("ਉਸ ਪੱਤੇ ਦੇ ਐਨ ਸਾਹਮਣੇ ਹੈ ਜਿਸ ਵੱਲ ਤੁਹਾਡੇ ਜਾਸੂਸ ਦਾ ਮੂੰਹ ਹੈ");
    // "the card in front of (your Spy)" was the old, ambiguous name of the faced card;
    // ਐਨ ਸਾਹਮਣੇ ("right across") is the card across, and stays.
    for (const key of [...facedCardKeys, "spy.guide.move"] as const)
      expect(text(pa, key), key).not.toMatch(/ਜਾਸੂਸ ਦੇ ਸਾਹਮਣੇ|(?<!ਐਨ )ਸਾਹਮਣੇ ਵਾਲੇ ਪੱਤੇ/);
    expect(kn["spy.howto.spy"]).toContain("ನಿಮ್ಮ ಗೂಢಚಾರ ಮುಖಮಾಡಿರುವ ಎಲೆಗೆ ಮೇಜಿನ ಆಚೆ ನೇರ ಎದುರಿರುವ ಎಲೆ");
  });

  it("the move buttons say where the Spy will face: 'facing {card}', not 'across from {card}'", () => {
    expect(pa["spy.action.lands"]).toBe("ਥਾਂ {n} ਉੱਤੇ, ਮੂੰਹ {card} ਵੱਲ");
    expect(kn["spy.action.lands"]).toBe("ಜಾಗ {n}ಕ್ಕೆ, ಮುಖ {card} ಕಡೆಗೆ");
  });

  it("the guide says how far the faced card lets the Spy move (pa names the number it means)", () => {
    expect(pa["spy.guide.move"]).toContain("ਜਾਸੂਸ ਠੀਕ ਓਨੇ ਕਦਮ ਚੱਲ ਸਕਦਾ ਹੈ ਜਿੰਨਾ ਇਸ ਪੱਤੇ ਉੱਤੇ ਅੰਕ ਹੈ");
    expect(pa["spy.guide.move"]).toMatch(/ਮੂੰਹ ਤੁਹਾਡੇ ਇਸ ਪੱਤੇ ਵੱਲ ਹੈ: \{card\}/);
  });
});

describe("Spy: how the board draws the opponents' rows", () => {
  it("pa says 'in reverse order', never ਉਲਟੀ ਕਰਨਾ ('to vomit')", () => {
    expect(pa["spy.howto.spy"]).not.toContain("ਕਤਾਰ ਉਲਟੀ ਕਰਕੇ");
    expect(keysMatching(pa, /ਉਲਟੀ ਕਰ/)).toEqual([]);
    expect(pa["spy.howto.spy"]).toContain("ਬੋਰਡ ਹਰ ਵਿਰੋਧੀ ਦੀ ਕਤਾਰ ਉਲਟੇ ਕ੍ਰਮ ਵਿੱਚ ਦਿਖਾਉਂਦਾ ਹੈ");
  });

  it("ar and kn say the rows are drawn in reverse order, not turned over like a card", () => {
    expect(ar["spy.howto.spy"]).toContain("تُرسم صفوف الخصوم معكوسة الترتيب");
    expect(kn["spy.howto.spy"]).toContain("ಸಾಲನ್ನು ಹಿಮ್ಮುಖ ಕ್ರಮದಲ್ಲಿ ತೋರಿಸುತ್ತದೆ");
    expect(ku["spy.howto.spy"]).toContain("rêza her dijberî berevajî nîşan dide");
  });
});

describe("Arabic: turning the Spy around is not turning a card face up", () => {
  /** Every string that turns the Spy around. */
  const turnKeys = [
    "spy.action.flip",
    "spy.arrange.facing",
    "spy.action.spyBlocked",
    "spy.action.freeSpent",
    "spy.confirm.text",
    "spy.log.flip",
    "spy.log.you.flip",
    "spy.guide.move",
    "spy.howto.move",
    "error.FREE_ACTION_LIMIT",
    "error.SPY_ON_SPY",
  ] as const satisfies readonly MessageKey[];

  it("says اعكس اتجاه (reverse its direction) or أدار (turned), never قلب", () => {
    expect(ar["spy.action.flip"]).toBe("اعكس اتجاه الجاسوس");
    for (const key of turnKeys) {
      expect(text(ar, key), key).not.toMatch(/قل[بّ]|مقلوب/);
      expect(text(ar, key), key).toMatch(/اتجاه|أدار|أدرت/);
    }
    expect(ar["spy.log.flip"]).toBe("أدار {name} جاسوسه نحو {facing}");
    expect(ar["spy.howto.move"]).toContain("عكس اتجاه الجاسوس مجاني");
  });

  it("keeps قلب for turning cards face up, as a base is when its Top Secret 2 is exposed", () => {
    expect(ar["spy.howto.out"]).toContain("وتُقلب قاعدته كلها مكشوفة");
    // Outside the face-up rule and the suit Hearts (قلب), no Spy string says قلب.
    expect(keysMatching(ar, /قل[بّ]|مقلوب/).filter((key) => key.startsWith("spy."))).toEqual(["spy.howto.out"]);
  });
});

describe("Spy: the goal, the answers, the order, the bombs, who is out", () => {
  it("the goal is to be the last player left in the game", () => {
    expect(en["spy.howto.goal"]).toMatch(/^Be the last player left\./);
    expect(ar["spy.howto.goal"]).toMatch(/^كن آخر من يبقى في اللعبة\./);
    expect(pa["spy.howto.goal"]).toMatch(/^ਆਖ਼ਰੀ ਬਚਿਆ ਖਿਡਾਰੀ ਬਣੋ।/);
    expect(kn["spy.howto.goal"]).toMatch(/^ಆಟದಲ್ಲಿ ಉಳಿಯುವ ಕೊನೆಯ ಆಟಗಾರರಾಗಿ\./);
    expect(kn["spy.howto.goal"]).not.toContain("ಕೊನೆಯವರೆಗೆ ಉಳಿಯುವ"); // "survive to the end"
    expect(ku["spy.howto.goal"]).toMatch(/^Bibe lîstikvanê dawî yê ku dimîne\./);
    // And the same words when the rules say who wins.
    expect(kn["spy.howto.out"]).toContain("ಆಟದಲ್ಲಿ ಉಳಿಯುವ ಕೊನೆಯ ಆಟಗಾರರು ಗೆಲ್ಲುತ್ತಾರೆ");
    expect(ku["spy.howto.out"]).toContain("Lîstikvanê dawî yê ku dimîne bi ser dikeve");
  });

  it("a Safe or Top Secret is answered by its type, unless it is the card due next, which is exposed", () => {
    const dueNext: Record<Locale, RegExp> = {
      en: /unless it is the card that base must give up next: then it is exposed/,
      ar: /إلا إذا كانت الورقة التي يجب أن تتخلى عنها تلك القاعدة الآن: عندها تُكشف/,
      pa: /ਜਦ ਤੱਕ ਇਹ ਉਹ ਪੱਤਾ ਨਾ ਹੋਵੇ ਜੋ ਉਸ ਅੱਡੇ ਨੇ ਅਗਲਾ ਦੇਣਾ ਹੈ: ਤਦ ਇਹ ਖੁੱਲ੍ਹ ਜਾਂਦਾ ਹੈ/,
      kn: /ಅದು ಆ ನೆಲೆ ಮುಂದೆ ಬಿಟ್ಟುಕೊಡಬೇಕಾದ ಎಲೆಯಾಗಿದ್ದರೆ ಹೊರತು: ಆಗ ಅದು ಬಹಿರಂಗವಾಗುತ್ತದೆ/,
      ku: /lê heke ew karta ku ew bingeh divê niha bide be, wê demê ew eşkere dibe/,
    };
    for (const lang of LOCALES) expect(text(catalogs[lang], "spy.howto.answers"), lang).toMatch(dueNext[lang]);
  });

  it("every base gives up Safe 1, Safe 2, Top Secret 1, Top Secret 2, in that order, by the cards' own names", () => {
    for (const lang of LOCALES) {
      const catalog = catalogs[lang];
      const order = text(catalog, "spy.howto.order");
      const at = (["spy.card.S1", "spy.card.S2", "spy.card.T1", "spy.card.T2"] as const).map((key) =>
        order.indexOf(text(catalog, key)),
      );
      expect(
        at.every((index) => index >= 0),
        lang,
      ).toBe(true);
      expect(
        [...at].sort((a, b) => a - b),
        lang,
      ).toEqual(at);
    }
  });

  it("finding an unlit bomb lights it; whoever finds a lit bomb is out", () => {
    const bombs: Record<Locale, RegExp[]> = {
      en: [/^Finding an unlit bomb lights it/, /Whoever finds a lit bomb blows up and is out\./],
      ar: [/^من يجد قنبلة غير مشتعلة يشعلها/, /ومن يجد قنبلة مشتعلة تنفجر فيه ويخرج من اللعبة\./],
      pa: [/^ਅਣਜਗਿਆ ਬੰਬ ਲੱਭਣ ਨਾਲ ਉਹ ਜਗ ਪੈਂਦਾ ਹੈ/, /ਜੋ ਜਗਦਾ ਬੰਬ ਲੱਭੇ, ਉਹ ਫਟ ਕੇ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ।/],
      kn: [/^ಇನ್ನೂ ಹೊತ್ತಿಕೊಳ್ಳದ ಬಾಂಬ್ ಕಂಡುಹಿಡಿದರೆ ಅದು ಹೊತ್ತಿಕೊಳ್ಳುತ್ತದೆ/, /ಹೊತ್ತಿದ ಬಾಂಬ್ ಕಂಡುಹಿಡಿದವರು ಸಿಡಿದು ಆಟದಿಂದ ಹೊರಗೆ/],
      ku: [/^Dîtina bombeyeke nepêketî wê pêdixe/, /Kî bombeyeke pêketî bibîne, diteqe û derdikeve\./],
    };
    for (const lang of LOCALES)
      for (const pattern of bombs[lang]) expect(text(catalogs[lang], "spy.howto.bombs"), lang).toMatch(pattern);
  });

  it("pa: lit and unlit come from one verb, ਜਗਣਾ (ਜਗਦਾ / ਅਣਜਗਿਆ), never ਬਲਣਾ", () => {
    expect(keysMatching(pa, /ਬਲ(ਦਾ|ਦੀ|ਦੇ| ਪ| ਰ)/)).toEqual([]);
    expect(pa["spy.face.lit"]).toBe("ਜਗਦਾ");
    expect(pa["spy.label.lit"]).toBe("ਜਗਦਾ ਬੰਬ");
    expect(pa["spy.log.lit"]).toMatch(/ਇੱਕ ਬੰਬ ਜਗ ਪਿਆ$/);
    expect(pa["spy.guide.lit"]).toContain("ਹੁਣ ਇਹ ਜਗ ਰਿਹਾ ਹੈ");
    expect(keysMatching(pa, /ਜਗਦਾ/).length).toBeGreaterThan(8);
  });

  it("exposing a Top Secret 2 puts that player out; 1,000 turns with no winner is a draw", () => {
    const out: Record<Locale, RegExp> = {
      en: /Top Secret 2 is exposed is out too/,
      ar: /ويخرج أيضًا من تُكشف ورقة «سري للغاية 2» لديه/,
      pa: /ਜਿਸ ਦਾ ਅਤਿ ਗੁਪਤ 2 ਖੁੱਲ੍ਹ ਜਾਵੇ, ਉਹ ਵੀ ਬਾਹਰ ਹੋ ਜਾਂਦਾ ਹੈ/,
      kn: /^ಅತಿ ರಹಸ್ಯ 2 ಬಹಿರಂಗವಾದ ಆಟಗಾರರೂ ಹೊರಗೆ/,
      ku: /^Lîstikvanê ku Pir Nepenî 2 ya wî eşkere bibe jî derdikeve/,
    };
    for (const lang of LOCALES) {
      const rule = text(catalogs[lang], "spy.howto.out");
      expect(rule, lang).toMatch(out[lang]);
      expect(rule, lang).toMatch(/1,?000/);
    }
  });

  it("ar: a knocked-out player's card name is quoted like every other card", () => {
    expect(ar["spy.log.outTopSecret"]).toMatch(/كُشفت ورقة «سري للغاية 2»$/);
    expect(ar["spy.log.you.outTopSecret"]).toMatch(/كُشفت ورقة «سري للغاية 2»$/);
  });
});

describe("Sequence: the rules", () => {
  it("the two-eyed Jacks are diamonds and clubs, the one-eyed spades and hearts, by the catalog's suit names", () => {
    for (const lang of LOCALES) {
      const catalog = catalogs[lang];
      const suit = (letter: "D" | "C" | "S" | "H") => text(catalog, `sequence.suit.${letter}` as MessageKey);
      const twoEyed = text(catalog, "sequence.howto.jacks.twoEyed");
      const oneEyed = text(catalog, "sequence.howto.jacks.oneEyed");
      for (const letter of ["D", "C"] as const) {
        expect(twoEyed, `${lang} ${letter}`).toContain(suit(letter));
        expect(oneEyed, `${lang} ${letter}`).not.toContain(suit(letter));
      }
      for (const letter of ["S", "H"] as const) {
        expect(oneEyed, `${lang} ${letter}`).toContain(suit(letter));
        expect(twoEyed, `${lang} ${letter}`).not.toContain(suit(letter));
      }
    }
  });

  it("one-eyed Jacks remove an opponent's chip, but not one in a finished sequence", () => {
    const rule: Record<Locale, RegExp> = {
      en: /remove one opponent's chip instead\. Chips in a finished sequence cannot be removed\./,
      ar: /يزيل قطعة لخصم بدلًا من ذلك\. لا يمكن إزالة قطع سلسلة مكتملة\./,
      pa: /ਵਿਰੋਧੀ ਦੀ ਇੱਕ ਚਿੱਪ ਹਟਾਉਂਦੇ ਹਨ। ਪੂਰੇ ਹੋਏ ਸੀਕਵੈਂਸ ਦੀਆਂ ਚਿੱਪਾਂ ਨਹੀਂ ਹਟਦੀਆਂ।/,
      kn: /ಎದುರಾಳಿಯ ಒಂದು ಕಾಯಿ ತೆಗೆಯುತ್ತವೆ\. ಪೂರ್ಣಗೊಂಡ ಸೀಕ್ವೆನ್ಸ್‌ನ ಕಾಯಿಗಳನ್ನು ತೆಗೆಯಲಾಗದು\./,
      ku: /pulekî dijber radikin\. Pulên sekanseke temamkirî nayên rakirin\./,
    };
    for (const lang of LOCALES) expect(text(catalogs[lang], "sequence.howto.jacks.oneEyed"), lang).toMatch(rule[lang]);
  });

  it("kn: a Jack is a card (neuter) in the rules as in the refusals", () => {
    expect(kn["sequence.howto.jacks.oneEyed"]).toMatch(/^ಒಂದು ಕಣ್ಣಿನ ಗುಲಾಮ ಎಲೆಗಳು .*ತೆಗೆಯುತ್ತವೆ\./);
    expect(kn["sequence.howto.jacks.twoEyed"]).toMatch(/^ಎರಡು ಕಣ್ಣಿನ ಗುಲಾಮ ಎಲೆಗಳು/);
    expect(keysMatching(kn, /ತೆಗೆಯುತ್ತಾರೆ/)).toEqual([]);
    expect(kn["error.CANNOT_REMOVE"]).toMatch(/ತೆಗೆಯುತ್ತದೆ\.$/);
  });

  it("a row of five counts across, down or diagonally (ku: 'diagonal' is not 'down')", () => {
    expect(ku["sequence.howto.goal"]).toContain("berwarî, stûnî an jî bi xêza xwar (diagonal)");
    expect(ar["sequence.howto.goal"]).toContain("أفقيًا أو عموديًا أو قطريًا");
    expect(pa["sequence.howto.goal"]).toContain("ਲੇਟਵੀਂ, ਖੜ੍ਹਵੀਂ ਜਾਂ ਤਿਰਛੀ");
    expect(kn["sequence.howto.goal"]).toContain("ಅಡ್ಡ, ಉದ್ದ ಅಥವಾ ಓರೆಯಾಗಿ");
  });

  it("two players or teams need two sequences, three need one", () => {
    const rule: Record<Locale, RegExp> = {
      en: /^With two players or two teams you need two sequences; with three you need one\./,
      ar: /^مع لاعبَين أو فريقَين تحتاج إلى سلسلتين؛ ومع ثلاثة تحتاج إلى سلسلة واحدة\./,
      pa: /^ਦੋ ਖਿਡਾਰੀਆਂ ਜਾਂ ਦੋ ਟੀਮਾਂ ਵਿੱਚ ਦੋ ਸੀਕਵੈਂਸ ਚਾਹੀਦੇ ਹਨ; ਤਿੰਨ ਵਿੱਚ ਇੱਕ।/,
      kn: /^ಇಬ್ಬರು ಆಟಗಾರರು ಅಥವಾ ಎರಡು ತಂಡಗಳಿದ್ದರೆ ಎರಡು ಸೀಕ್ವೆನ್ಸ್ ಬೇಕು; ಮೂರಿದ್ದರೆ ಒಂದು\./,
      ku: /^Bi du lîstikvan an du tîman re du sekans lazim in; bi sê re yek\./,
    };
    for (const lang of LOCALES) expect(text(catalogs[lang], "sequence.howto.win"), lang).toMatch(rule[lang]);
  });

  it("pa: the Jacks (plural) take a plural verb", () => {
    expect(pa["sequence.howto.turn"]).toContain("ਗ਼ੁਲਾਮ ਬੋਰਡ ਉੱਤੇ ਹਨ ਹੀ ਨਹੀਂ।");
  });
});

describe("Sequence: every log line has a verb", () => {
  const names = ["Anita", "Ravi"];
  const alone = readerOf({ seat: 0, sides: 2, seatSides: [0, 1] });
  const play = { type: "play", seat: 1, card: "7H", cell: [2, 3] } as const;

  it("the catalogs' play lines are not 'name: card, place'", () => {
    for (const lang of ["pa", "kn", "ku"] as const) {
      const catalog = catalogs[lang];
      for (const key of ["sequence.log.play", "sequence.log.you.play"] as const)
        expect(text(catalog, key), `${lang} ${key}`).not.toMatch(/^[^{ ]*\{?\w*\}?: \{card\}/);
    }
    expect(pa["sequence.log.play"]).toBe("{name} ਨੇ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਉੱਤੇ ਚਿੱਪ ਰੱਖੀ ({card})");
    expect(pa["sequence.log.you.play"]).toBe("ਤੁਸੀਂ ਕਤਾਰ {row}, ਕਾਲਮ {col} ਉੱਤੇ ਚਿੱਪ ਰੱਖੀ ({card})");
    expect(kn["sequence.log.play"]).toBe("{name} ಅವರು {card} ಅನ್ನು ಸಾಲು {row}, ಕಾಲಂ {col}ರಲ್ಲಿ ಆಡಿದರು");
    expect(kn["sequence.log.you.play"]).toBe("ನೀವು {card} ಅನ್ನು ಸಾಲು {row}, ಕಾಲಂ {col}ರಲ್ಲಿ ಆಡಿದಿರಿ");
    expect(ku["sequence.log.play"]).toBe("{name} {card} li rêz {row}, stûn {col} lîst");
  });

  it("and so do the lines the log shows for an opponent's chip", async () => {
    const verbs: Record<Locale, RegExp> = {
      en: /^Ravi played the .+ on row 3, column 4$/,
      ar: /^لعب Ravi .+ على الصف 3، العمود 4$/,
      pa: /^Ravi ਨੇ ਕਤਾਰ 3, ਕਾਲਮ 4 ਉੱਤੇ ਚਿੱਪ ਰੱਖੀ \(.+\)$/,
      kn: /^Ravi ಅವರು .+ ಅನ್ನು ಸಾಲು 3, ಕಾಲಂ 4ರಲ್ಲಿ ಆಡಿದರು$/,
      ku: /^Ravi .+ li rêz 3, stûn 4 lîst$/,
    };
    for (const lang of LOCALES) {
      await setLocale(lang);
      const line = describeEvent(play, names, names, alone).replace(/[\u2066-\u2069]/g, "");
      expect(line, lang).toMatch(verbs[lang]);
    }
  });
});

describe("Kurmanji: one word per idea", () => {
  it("the name (nav, masculine) is 'wî', not 'wê'", () => {
    for (const key of ["name.needed", "lobby.name.hint"] as const) {
      expect(text(ku, key), key).toContain("li ser maseyê wî dibînin");
      expect(text(ku, key), key).not.toMatch(/\bwê dibînin\b/);
    }
  });

  it("to win is 'bi ser ketin' everywhere, never 'qezenc kirin'", () => {
    expect(keysMatching(ku, /qezenc/)).toEqual([]);
    for (const key of [
      "sequence.log.won",
      "sequence.log.won.team",
      "sequence.log.you.won",
      "sequence.log.yourTeam.won",
      "spy.guide.won",
      "spy.log.win",
      "game.winner",
    ] as const)
      expect(text(ku, key), key).toMatch(/bi ser ket/);
  });

  it("a second is 'çirke' everywhere, never 'saniye'", () => {
    expect(keysMatching(ku, /saniye/)).toEqual([]);
    expect(keysMatching(ku, /çirke/)).toEqual(expect.arrayContaining(["lobby.timer.seconds", "replay.speed.value"]));
  });

  it("the stand-in, the notes and the keys read as meant", () => {
    expect(ku["presence.standIn"]).toBe("heta ew vegere, komputer dilîze");
    expect(ku["lobby.notes"]).toMatch(/\(têbînî\)$/);
    expect(ku["replay.keys"]).toContain("bişkoka valahiyê (Space) dilîzîne an radiwestîne");
    expect(ku["error.BAD_NAME"]).toBe("Nav ji 1 heta 24 tîpên xuya (çapbar) ye.");
  });
});

describe("Arabic: the smaller fixes", () => {
  it("'too fast', the waiting room, the Home and End keys", () => {
    expect(ar["error.RATE_LIMITED"]).toBe("أسرع من اللازم! انتظر لحظة.");
    expect(ar["game.lobby"]).toBe("العودة إلى غرفة الانتظار");
    expect(ar["replay.keys"]).toContain("ومفتاحا Home وEnd للذهاب إلى أول اللعبة وآخرها");
  });
});

describe("Punjabi: the smaller fixes", () => {
  it("one spelling of online/offline and of 'on' (ਉੱਤੇ)", () => {
    expect(keysMatching(pa, /ਔਫ਼ਲਾਈਨ|ਔਨਲਾਈਨ/)).toEqual([]);
    expect(keysMatching(pa, /ਆਫ਼ਲਾਈਨ/).length).toBeGreaterThanOrEqual(5);
    expect(keysMatching(pa, /'ਤੇ/)).toEqual([]);
    expect(pa["notify.ask"]).toBe("ਮੇਰੀ ਵਾਰੀ ਆਉਣ ਉੱਤੇ ਮੈਨੂੰ ਦੱਸੋ");
  });

  it("players are spoken of in the respectful plural, right for a woman as for a man", () => {
    expect(pa["spy.base.playing"]).toBe("ਖੇਡ ਰਹੇ ਹਨ");
    expect(pa["spy.arrange.seatArranging"]).toBe("{name}: ਸਜਾ ਰਹੇ ਹਨ…");
    expect(pa["error.NO_SUCH_WATCHER"]).toBe("ਉਹ ਦਰਸ਼ਕ ਪਹਿਲਾਂ ਹੀ ਜਾ ਚੁੱਕੇ ਹਨ।");
  });

  it("the random arrangement is 'arrange at random', and an empty draw pile is not '0 ਪੱਤਾ'", async () => {
    expect(pa["spy.arrange.random"]).toBe("ਬੇਤਰਤੀਬ ਸਜਾਓ");
    await setLocale("pa");
    expect(t("sequence.deck", { count: 0 })).toBe("ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ ਵਿੱਚ ਪੱਤੇ: 0");
    expect(t("sequence.deck", { count: 40 })).toBe("ਚੁੱਕਣ ਵਾਲੀ ਢੇਰੀ: 40 ਪੱਤੇ");
  });
});

describe("Kannada: the smaller fixes", () => {
  it("quotes with “ ”, not « »", () => {
    expect(keysMatching(kn, /[«»]/)).toEqual([]);
    expect(kn["spy.status.arranging"]).toContain("“ಸಿದ್ಧ”");
  });

  it("a name takes the polite ಅವರು/ಅವರ, so two names never stand bare side by side", () => {
    expect(kn["spy.action.spy"]).toBe("{name} ಅವರ ಮೇಲೆ ಗೂಢಚಾರಿಕೆ");
    expect(keysMatching(kn, /\{name\} \{target\}/)).toEqual([]);
    for (const key of ["spy.log.safe", "spy.log.topSecret", "spy.log.lit", "spy.log.exploded"] as const)
      expect(text(kn, key), key).toMatch(/^\{name\} ಅವರು \{target\} ಅವರ ಮೇಲೆ ಗೂಢಚಾರಿಕೆ ಮಾಡಿದರು: /);
    for (const key of ["spy.log.you.safe", "spy.log.you.topSecret", "spy.log.you.lit", "spy.log.you.exploded"] as const)
      expect(text(kn, key), key).toMatch(/^ನೀವು \{target\} ಅವರ ಮೇಲೆ /);
  });

  it("polite imperatives, a whole label for the random arrangement, an attached case ending", () => {
    expect(kn["sequence.hand.badge.oneEyed"]).toBe("ತೆಗೆಯಿರಿ");
    expect(kn["spy.arrange.random"]).toBe("ಯಾದೃಚ್ಛಿಕವಾಗಿ ಜೋಡಿಸಿ");
    expect(kn["notify.body"]).toBe("{code} ಕೊಠಡಿಯಲ್ಲಿ ನಿಮ್ಮ ಸರದಿ.");
  });
});
