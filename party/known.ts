/**
 * A value worked out from the site's files (a build's file lists), kept once known. Only the value is kept, never
 * the promise of it: the runtime ties I/O to the request that made it, and a request that awaits another's
 * fetches fails when that one ends first ("The script will never generate a response": a 500). Requests that
 * come while it is being worked out work it out each for themselves.
 */
export class Known<V> {
  private held: { readonly key: string; readonly value: V } | null = null;

  /** The value for `key` (a build id, say): the one kept, or `work`'s, kept from then on. */
  async get(key: string, work: () => Promise<V>): Promise<V> {
    if (this.held?.key === key) return this.held.value;
    const value = await work();
    this.held = { key, value };
    return value;
  }
}
