/** The clock the timers run on: the runtime's, or a test's. */
export interface TimerClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const RUNTIME_CLOCK: TimerClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

interface Waiting {
  readonly timer: unknown;
  readonly ms: number;
  readonly timeout: () => void;
}

/** Connections that have not said hello yet, and the timers that will close them (memory only). */
export class HelloTimers {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly clock: TimerClock = RUNTIME_CLOCK) {}

  /** Runs `timeout` after `ms` unless `clear` comes first, or a hello is taken in (`helloArrived`). */
  start(id: string, ms: number, timeout: () => void): void {
    this.clear(id);
    const timer = this.clock.setTimeout(() => {
      this.waiting.delete(id);
      timeout();
    }, ms);
    this.waiting.set(id, { timer, ms, timeout });
  }

  clear(id: string): void {
    const waiting = this.waiting.get(id);
    if (waiting === undefined) return;
    this.clock.clearTimeout(waiting.timer);
    this.waiting.delete(id);
  }

  /**
   * A hello counts when it arrives, not once taken in: one that changes the room (a seat given back) is stored
   * first, and a write slower than the timer's rest would close a socket whose hello came in time. So its timer
   * stops now, and starts again, whole, if `takeIn` says the hello was not taken after all (the room could not
   * store it): no socket stays without a hello, and untimed, for ever.
   */
  async helloArrived(id: string, takeIn: () => Promise<boolean>): Promise<void> {
    const waiting = this.waiting.get(id);
    this.clear(id);
    const taken = await takeIn();
    if (!taken && waiting !== undefined) this.start(id, waiting.ms, waiting.timeout);
  }
}
