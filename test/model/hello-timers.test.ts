/**
 * The timers that close a socket which never says hello (party/room.ts), on a clock the test moves by hand: a
 * hello counts when it arrives, however long the room then takes to store it.
 */
import { describe, expect, it } from "vitest";
import { HelloTimers, type TimerClock } from "../../shared/room/hello-timers";

/** A clock that runs its timers only when told how much time has passed. */
class HandClock implements TimerClock {
  private now = 0;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;

  setTimeout(run: () => void, ms: number): number {
    this.next += 1;
    this.timers.set(this.next, { at: this.now + ms, run });
    return this.next;
  }

  clearTimeout(timer: unknown): void {
    this.timers.delete(timer as number);
  }

  pass(ms: number): void {
    this.now += ms;
    for (const [id, { at, run }] of [...this.timers]) {
      if (at > this.now) continue;
      this.timers.delete(id);
      run();
    }
  }

  get pending(): number {
    return this.timers.size;
  }
}

/** A write that ends when the test says. */
function slowWrite(): { done: Promise<void>; finish(): void } {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

/** Timers on a hand-moved clock, and the sockets they closed, in order. */
function timed() {
  const clock = new HandClock();
  const closed: string[] = [];
  return { clock, timers: new HelloTimers(clock), closed };
}

describe("hello timers", () => {
  it("close a socket that says nothing, once its time is up and not before", () => {
    const { clock, timers, closed } = timed();
    timers.start("a", 5000, () => closed.push("a"));
    clock.pass(4999);
    expect(closed).toEqual([]);
    clock.pass(1);
    expect(closed).toEqual(["a"]);
    expect(clock.pending).toBe(0);
  });

  it("do not close a socket whose hello came in time while the room stores it for longer than the rest", async () => {
    const { clock, timers, closed } = timed();
    timers.start("a", 5000, () => closed.push("a"));
    clock.pass(4000);
    const write = slowWrite();
    const taking = timers.helloArrived("a", async () => {
      await write.done;
      return true;
    });
    // The write outlasts the timer's last second several times over.
    clock.pass(10_000);
    expect(closed).toEqual([]);
    write.finish();
    await taking;
    clock.pass(60_000);
    expect(closed).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it("time a socket again, from the start, when its hello could not be taken in", async () => {
    const { clock, timers, closed } = timed();
    timers.start("a", 5000, () => closed.push("a"));
    timers.start("b", 5000, () => closed.push("b"));
    clock.pass(3000);
    await timers.helloArrived("a", async () => false);
    clock.pass(4999);
    // b's time was up 2 s after a's hello; a has its whole 5 s again.
    expect(closed).toEqual(["b"]);
    clock.pass(1);
    expect(closed).toEqual(["b", "a"]);
  });

  it("leave a socket with no timer as it is: a second hello, or one after its socket was cleared", async () => {
    const { clock, timers, closed } = timed();
    timers.start("a", 5000, () => closed.push("a"));
    await timers.helloArrived("a", async () => true);
    await timers.helloArrived("a", async () => false);
    timers.start("b", 5000, () => closed.push("b"));
    timers.clear("b");
    await timers.helloArrived("b", async () => false);
    clock.pass(60_000);
    expect(closed).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it("keep one timer per socket when started twice", () => {
    const { clock, timers, closed } = timed();
    timers.start("a", 5000, () => closed.push("first"));
    timers.start("a", 5000, () => closed.push("second"));
    expect(clock.pending).toBe(1);
    clock.pass(5000);
    expect(closed).toEqual(["second"]);
  });
});
