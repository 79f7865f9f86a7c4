import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { asMalformed } from './failure';
import type { Reconcile } from './lostAnswer';
import { requestState, type RequestState } from './requestState';

/** The record an action added (a withdrawal, a deposit), as the page after it shows it. */
export type AddedRecord<V, S, R> = {
  /** The action's lost-answer check, remembering what it read before each send. */
  reconcile: Reconcile<V, S, R>;
  /** Call from the action's success: with the record a lost answer's check found, if any. */
  settle: (found?: R) => void;
  /** When the action succeeded (Date.now()), or null before. */
  doneAt: number | null;
  /** The added record (loading while it is read; empty when it cannot be told); null before. */
  record: RequestState<R | null> | null;
  /** Back to before the action (a new one starts). */
  reset: () => void;
};

/**
 * The record an action added, told by the records read before it was sent (`records.before`)
 * and after (`findAdded`): never by the order the platform lists them in. A lost answer whose
 * check found the record shows it at once, without reading again.
 */
export function useAddedRecord<V, S, R>(
  name: string,
  records: Reconcile<V, S, R>,
  findAdded: (before: S, vars: V) => Promise<R | null>,
): AddedRecord<V, S, R> {
  const sent = useRef<{ before: S; vars: V } | null>(null);
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const [found, setFound] = useState<R | null>(null);
  const query = useQuery({
    queryKey: [name, 'added', doneAt],
    queryFn: async () => {
      const last = sent.current;
      if (!last) return null;
      try {
        return await findAdded(last.before, last.vars);
      } catch (error) {
        throw asMalformed(error);
      }
    },
    enabled: doneAt !== null && found === null,
    staleTime: Infinity,
  });
  const reconcile = useMemo<Reconcile<V, S, R>>(
    () => ({
      before: async (vars) => {
        const before = await records.before(vars);
        sent.current = { before, vars };
        return before;
      },
      after: records.after,
    }),
    [records],
  );
  const record: RequestState<R | null> | null =
    doneAt === null
      ? null
      : found !== null
        ? { status: 'ready', data: found, refreshing: false, retry: () => undefined }
        : requestState(query, (row) => row === null);
  return {
    reconcile,
    settle: (evidence) => {
      setFound(evidence ?? null);
      setDoneAt(Date.now());
    },
    doneAt,
    record,
    reset: () => {
      setFound(null);
      setDoneAt(null);
    },
  };
}
