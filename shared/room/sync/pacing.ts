/**
 * When spectators hear of a change. Players and the host hear of every change
 * at once; spectators (no seat, not the host) of at most one every `frameMs`:
 * each delta costs the runtime about as much per connection as the room's
 * whole JS work for a move, and a watcher gains nothing from ten moves a
 * second. Leading edge first: the first change after a quiet window goes out
 * at once (at a person's pace nothing waits) and opens a window; the changes
 * inside it are told together when it ends.
 */
export interface PacingClock {
  /** The shortest time between two frames to a spectator; 0 sends every change at once. */
  readonly frameMs: () => number;
  /** Runs `fn` after `ms` (a timer, which keeps the room awake meanwhile); returns how to cancel it. */
  readonly later: (fn: () => void, ms: number) => () => void;
}

/** Pacing on the platform's timers, every `frameMs()` at most (the room's and the tests' core in Node alike). */
export function timerPacing(frameMs: () => number): PacingClock {
  return {
    frameMs,
    later: (fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
  };
}

export class SpectatorPacing {
  /** Cancels the timer that ends the open window; null while no window is open. */
  private window: (() => void) | null = null;
  /** A change waits for the open window's end. */
  private waiting = false;

  /** `clock` null: every change goes out at once (tests of the frames alone). */
  constructor(
    private readonly clock: PacingClock | null,
    private readonly windowEnds: () => void,
  ) {}

  /** Whether spectators may hear of a change now; if not, they will when the open window ends. */
  now(): boolean {
    if (this.window !== null) {
      this.waiting = true;
      return false;
    }
    const ms = this.clock?.frameMs() ?? 0;
    if (ms > 0 && this.clock) this.window = this.clock.later(() => this.end(), ms);
    return true;
  }

  private end(): void {
    this.window = null;
    if (!this.waiting) return;
    this.waiting = false;
    this.windowEnds();
  }

  forget(): void {
    this.window?.();
    this.window = null;
    this.waiting = false;
  }
}
