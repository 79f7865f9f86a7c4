import type { Failure } from './failure';

/**
 * A request whose answer never arrived (the connection dropped, the platform took too long, a
 * gateway failed, or the answer could not be read) may still have been carried out: its outcome
 * is unknown. A refusal in the platform's words, an unknown route or a missing record are known
 * outcomes: nothing happened.
 */
export function outcomeUnknown(failure: Failure): boolean {
  return (
    failure.kind === 'offline' ||
    failure.kind === 'timeout' ||
    failure.kind === 'server' ||
    failure.kind === 'malformed'
  );
}

/** What the records say after an unknown outcome: done (with what shows it), or not done. */
export type Verdict<D> = { done: true; evidence: D } | { done: false };

/**
 * How an action that moves money finds out what happened when its answer is lost, so that a
 * retry never sends it a second time.
 *
 * `before` reads what the platform shows before the request is sent (records, balance); it runs
 * beside the payment password's check, and the request is not sent when it fails. `after` reads
 * again once an answer is lost: `{ done: true }` when the action is there (the record, the
 * balance lowered by the price, the order picked), `{ done: false }` when nothing moved (no
 * record and the balance unchanged: the merchant may send it again), and it throws when it cannot
 * tell (the reads failed, or the balance moved without a record): the merchant is told the outcome
 * is unknown and can only check again.
 */
export type Reconcile<V, S, D> = {
  before: (vars: V) => Promise<S>;
  after: (vars: V, before: S) => Promise<Verdict<D>>;
};

/** Thrown by `Reconcile.after` when what it read does not tell whether the action was done. */
export class OutcomeUnknownError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OutcomeUnknownError';
  }
}

/**
 * After a lost answer, as the page shows it: checking the records, unknown (only "check again"
 * is offered, never the action), or not sent (the action may be sent again).
 */
export type LostAnswerStatus = 'checking' | 'unknown' | 'notSent';

/** The lost answer's state and its one action. */
export type LostAnswer = {
  status: LostAnswerStatus;
  /** Reads the records again (while `unknown`). */
  checkAgain: () => void;
};

/** One reading of a list of records: the rows read and how many there are in all. */
export type RecordsReading<T> = { rows: T[]; total: number };

/** The records as read before an action was sent: any record not among them is new. */
export type RecordsSnapshot = { ids: ReadonlySet<number>; total: number };

/**
 * The records as the platform lists them now. Its order is not promised: the first page holds
 * the newest when it lists newest first, the last page when it lists oldest first, so both are
 * read. `readPage` throws on anything unreadable (a total that is not a count included).
 */
export async function readFirstAndLastPages<T>(
  readPage: (page: number) => Promise<RecordsReading<T>>,
  limit: number,
): Promise<RecordsReading<T>> {
  const first = await readPage(1);
  const lastPage = Math.max(1, Math.ceil(first.total / limit));
  const last = lastPage > 1 ? (await readPage(lastPage)).rows : [];
  return { rows: [...first.rows, ...last], total: first.total };
}

/** What `before` keeps of a reading: the ids seen and the total. */
export function snapshotOf<T extends { id: number }>(reading: RecordsReading<T>): RecordsSnapshot {
  return { ids: new Set(reading.rows.map((row) => row.id)), total: reading.total };
}

/** The first record that was not there before and is the action's (`matches`), or null. */
export function findNewRecord<T extends { id: number }>(
  rows: readonly T[],
  before: RecordsSnapshot,
  matches: (row: T) => boolean,
): T | null {
  return rows.find((row) => !before.ids.has(row.id) && matches(row)) ?? null;
}

/** A total of records as the platform sends it; anything but a count is unreadable (throws). */
export function readTotal(value: unknown): number {
  const total = Number(value);
  if (value === null || value === '' || !Number.isSafeInteger(total) || total < 0) {
    throw new TypeError('unreadable total');
  }
  return total;
}
