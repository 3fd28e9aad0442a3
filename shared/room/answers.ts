/**
 * Retry memory: the answers to accepted messages, per person, so that a
 * message sent again with the same id (a retry after a lost connection) is
 * answered again and applied once. A person is named by the random client id
 * their browser keeps for the room, else their seat token, else the
 * connection. Each person's memory is stored under its own key and holds their
 * last ANSWERS_PER_PERSON answers; the room remembers the PEOPLE_KEPT people
 * heard from last. A refused message changed nothing, so it is simply judged again.
 */
import type { Answer, Conn } from "./types";

export const ANSWERS_PER_PERSON = 32;
/** Game actions are recognised as retries this far back in the log (older retries are stale anyway). */
export const RETRY_LOOKBACK = 64;
export const PEOPLE_KEPT = 128;

/** Each connection's names, built once per Conn (a connection keeps its Conn until it changes). */
const named = new WeakMap<Conn, readonly string[]>();

/** Every name a connection's messages may have been remembered under, the one to remember under first. */
export function identities(conn: Conn): readonly string[] {
  const known = named.get(conn);
  if (known !== undefined) return known;
  const names: string[] = [];
  if (conn.clientId) names.push(`c:${conn.clientId}`);
  if (conn.token) names.push(`s:${conn.token}`);
  names.push(`k:${conn.id}`);
  named.set(conn, names);
  return names;
}

export function findAnswer(answers: ReadonlyMap<string, readonly Answer[]>, conn: Conn, id: string): Answer | null {
  if (answers.size === 0) return null;
  for (const name of identities(conn)) {
    const list = answers.get(name);
    // A plain loop: this runs for every message, over up to ANSWERS_PER_PERSON answers.
    if (list) for (const answer of list) if (answer.id === id) return answer;
  }
  return null;
}

/** The memory with one more answer; `forgotten` names a person dropped to stay within PEOPLE_KEPT. */
export function remember(
  answers: ReadonlyMap<string, readonly Answer[]>,
  person: string,
  answer: Answer,
): { answers: Map<string, readonly Answer[]>; forgotten: string | null } {
  const next = new Map(answers);
  const list = [...(next.get(person) ?? []), answer].slice(-ANSWERS_PER_PERSON);
  // Re-inserting moves the person to the end: the map's order is least recently heard first.
  next.delete(person);
  next.set(person, list);
  let forgotten: string | null = null;
  if (next.size > PEOPLE_KEPT) {
    forgotten = next.keys().next().value ?? null;
    if (forgotten !== null) next.delete(forgotten);
  }
  return { answers: next, forgotten };
}
