/** Connections that have not said hello yet, and the timers that will close them (memory only). */
export class HelloTimers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** Runs `timeout` after `ms` unless `clear` comes first. */
  start(id: string, ms: number, timeout: () => void): void {
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        timeout();
      }, ms),
    );
  }

  clear(id: string): void {
    const timer = this.timers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(id);
  }
}
