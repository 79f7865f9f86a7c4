import { useMemo, useState } from 'react';
import { sumMoney, type Money } from '@merchant/api';
import type { OrderRow } from '../shared/orderModel';

/** The awaiting-pickup orders ticked for a batch pick. */
export type OrderSelection = {
  /** The ticked orders that are still shown and still awaiting pickup. */
  rows: OrderRow[];
  /** Their total cost, summed exactly. */
  cost: Money;
  /** Whether an order is ticked. */
  has: (id: number) => boolean;
  /** Ticks or unticks one order. */
  toggle: (id: number, checked: boolean) => void;
  /** 'indeterminate' when some are ticked. */
  all: boolean | 'indeterminate';
  /** Ticks or unticks every shown awaiting-pickup order. */
  toggleAll: (checked: boolean) => void;
  /** Unticks everything (after a pick, on a new tab). */
  clear: () => void;
};

/** Batch selection over the loaded rows; a row that leaves "awaiting pickup" leaves it too. */
export function useOrderSelection(rows: OrderRow[]): OrderSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const pickable = useMemo(() => rows.filter((row) => row.stage === 'awaitingPickup'), [rows]);
  const chosen = useMemo(() => pickable.filter((row) => ids.has(row.id)), [pickable, ids]);
  return {
    rows: chosen,
    cost: sumMoney(chosen.map((row) => row.cost)),
    has: (id) => ids.has(id),
    toggle: (id, checked) =>
      setIds((previous) => {
        const next = new Set(previous);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    all: chosen.length === 0 ? false : chosen.length === pickable.length ? true : 'indeterminate',
    toggleAll: (checked) => setIds(new Set(checked ? pickable.map((row) => row.id) : [])),
    clear: () => setIds(new Set()),
  };
}
