/**
 * The wait a 429 names (client/wait.ts): Retry-After read as whole seconds, the time left rounded up, and the
 * wait said in seconds, minutes or hours in every language.
 */
import { afterEach, describe, expect, it } from "vitest";
import { setLocale, t } from "../../client/i18n";
import { retryAfterSeconds, retryAt, secondsLeft, waitText, waitWords } from "../../client/wait";

afterEach(async () => {
  await setLocale("en");
});

describe("Retry-After", () => {
  it("is whole seconds, at least 1", () => {
    expect(retryAfterSeconds("40")).toBe(40);
    expect(retryAfterSeconds(" 7 ")).toBe(7);
    expect(retryAfterSeconds("0")).toBe(1);
  });

  it("anything else names no wait", () => {
    for (const header of [null, "", "soon", "1.5", "-3", "Wed, 21 Oct 2015 07:28:00 GMT", "1234567890"]) {
      expect(retryAfterSeconds(header), String(header)).toBeNull();
    }
  });

  it("gives the moment to try again, from the answer's header, or a short pause when it names none", () => {
    const limited = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
    expect(retryAt(limited({ "retry-after": "40" }), 1_000)).toBe(41_000);
    expect(retryAt(limited({}), 1_000)).toBe(11_000);
  });

  it("counts down in whole seconds rounded up, and 0 once the moment has passed", () => {
    expect(secondsLeft(41_000, 1_000)).toBe(40);
    expect(secondsLeft(41_000, 1_001)).toBe(40);
    expect(secondsLeft(41_000, 40_000)).toBe(1);
    expect(secondsLeft(41_000, 40_999)).toBe(1);
    expect(secondsLeft(41_000, 41_000)).toBe(0);
    expect(secondsLeft(41_000, 99_000)).toBe(0);
  });
});

describe("the wait in words", () => {
  it("is seconds below 90 s, then whole minutes rounded up, then hours", () => {
    expect(waitWords(1)).toEqual({ key: "wait.seconds", count: 1 });
    expect(waitWords(40)).toEqual({ key: "wait.seconds", count: 40 });
    expect(waitWords(89)).toEqual({ key: "wait.seconds", count: 89 });
    expect(waitWords(90)).toEqual({ key: "wait.minutes", count: 2 });
    expect(waitWords(121)).toEqual({ key: "wait.minutes", count: 3 });
    expect(waitWords(89 * 60)).toEqual({ key: "wait.minutes", count: 89 });
    expect(waitWords(89 * 60 + 1)).toEqual({ key: "wait.hours", count: 2 });
    expect(waitWords(24 * 3600)).toEqual({ key: "wait.hours", count: 24 });
  });

  it("reads as the end of 'try again …' in English", () => {
    expect(waitText(40)).toBe("in 40 s");
    expect(waitText(100)).toBe("in 2 min");
    expect(waitText(3 * 3600)).toBe("in 3 h");
    expect(t("home.tooManyRooms", { wait: waitText(40) })).toBe(
      "Too many new rooms from your network: try again in 40 s.",
    );
    expect(t("room.tooManyCodes", { wait: waitText(2) })).toBe(
      "Too many unknown room codes from your network: try again in 2 s.",
    );
  });

  it("takes each language's own forms and digits", async () => {
    await setLocale("ar");
    expect(waitText(1)).toBe("بعد ثانية واحدة");
    expect(waitText(2)).toBe("بعد ثانيتين");
    expect(waitText(5)).toBe("بعد 5 ثوانٍ");
    expect(waitText(40)).toBe("بعد 40 ثانية");
    expect(waitText(150)).toBe("بعد 3 دقائق");
    await setLocale("pa");
    expect(waitText(1)).toBe("1 ਸਕਿੰਟ ਬਾਅਦ");
    expect(waitText(40)).toBe("40 ਸਕਿੰਟਾਂ ਬਾਅਦ");
    await setLocale("kn");
    expect(waitText(40)).toBe("40 ಸೆಕೆಂಡುಗಳ ನಂತರ");
    expect(waitText(100)).toBe("2 ನಿಮಿಷಗಳ ನಂತರ");
    await setLocale("ku");
    expect(waitText(40)).toBe("piştî 40 çirkeyan");
    expect(waitText(100)).toBe("piştî 2 deqeyan");
  });
});
