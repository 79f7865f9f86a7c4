// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddedRecord } from './addedRecord';
import type { Reconcile } from './lostAnswer';
import { createQueryClient } from '../boot/queryClient';

afterEach(cleanup);

type Row = { id: number; amount: number };

/** The platform's records in these tests, in the order it lists them. */
let rows: Row[];

const records: Reconcile<number, Set<number>, Row> = {
  before: async () => new Set(rows.map((row) => row.id)),
  after: async () => ({ done: false }),
};

/** The record added since `before` of that amount (the platform's order is not used). */
const findAdded = async (before: Set<number>, amount: number) =>
  rows.find((row) => !before.has(row.id) && row.amount === amount) ?? null;

function renderAdded() {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAddedRecord('test', records, findAdded), { wrapper });
}

describe('useAddedRecord', () => {
  it('shows nothing before, then the record the action added, wherever it is listed', async () => {
    rows = [
      { id: 1, amount: 100 },
      { id: 2, amount: 50 },
    ];
    const { result } = renderAdded();
    expect(result.current.record).toBeNull();
    await act(async () => {
      await result.current.reconcile.before(100);
    });
    // The platform lists oldest first: the new record is last, an older one of the same amount first.
    rows = [...rows, { id: 3, amount: 100 }];
    act(() => result.current.settle());
    await waitFor(() => expect(result.current.record?.status).toBe('ready'));
    expect(result.current.record).toMatchObject({ data: { id: 3 } });
    expect(result.current.doneAt).not.toBeNull();
  });

  it('shows the record a lost answer was found as, without reading again', async () => {
    rows = [];
    const { result } = renderAdded();
    await act(async () => {
      await result.current.reconcile.before(100);
    });
    act(() => result.current.settle({ id: 9, amount: 100 }));
    expect(result.current.record).toMatchObject({ status: 'ready', data: { id: 9 } });
    act(() => result.current.reset());
    expect(result.current.record).toBeNull();
  });

  it('is empty when no record of the action can be told apart', async () => {
    rows = [{ id: 1, amount: 100 }];
    const { result } = renderAdded();
    await act(async () => {
      await result.current.reconcile.before(100);
    });
    act(() => result.current.settle());
    await waitFor(() => expect(result.current.record?.status).toBe('empty'));
  });
});
