import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money, components, paths } from '@merchant/api';
import { useAction, type ActionAnswer } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { toFailure, useFailureText, type Failure } from '../../../data/kit/failure';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { keys } from '../../../data/queries/keys';
import { readCount, readId, readMoney, readText } from '../../../data/kit/read';
import { useSelection, type Selection } from '../../../data/kit/selection';
import { PRODUCT_PAGE_SIZE } from '../shared/pageSize';
import { useTextSearch, type TextSearch } from '../../../data/kit/textSearch';
import { useToast } from '../../../primitives/Toast';
import type { GoodsFilters, GoodsTab } from './goodsFilters';

type ManageRow = components['schemas']['ShopProduct'];
type ManagePage = components['schemas']['ShopProductPage'];
type ManageFilter = NonNullable<
  NonNullable<paths['/merchant/product/manage']['get']['parameters']['query']>['switch']
>;

const SHAPE = pagedByTotal<ManageRow, ManagePage>();
const FILTER_OF_TAB: Record<GoodsTab, ManageFilter> = { selling: '1', stock: '0', all: 'all' };

/** One product of the shop, parsed for the view. Unreadable amounts and counts are null. */
export type GoodsItem = {
  /** Shop listing id (setSwitch takes it). */
  id: number;
  /** The catalogue product id (del takes it); null when unreadable (the row cannot be removed). */
  productId: number | null;
  title: string;
  image: string;
  costPrice: Money | null;
  salesPrice: Money | null;
  profit: Money | null;
  views: number | null;
  sales: number | null;
  stock: number | null;
  recommended: boolean;
  onShelf: boolean;
};

/** What the "my goods" view needs. */
export type GoodsModel = {
  /** The tab shown. */
  tab: GoodsTab;
  /** Shows a tab (the selection belonged to the old list and is emptied). */
  selectTab: (tab: GoodsTab) => void;
  /** The title search. */
  search: TextSearch;
  /** A title search is in force: an empty list means nothing matched. */
  searching: boolean;
  /** The paged products of the tab. */
  list: PagedList<GoodsItem>;
  /** The rows ticked for a batch action. */
  selection: Selection<GoodsItem>;
  /** Rows with a request in flight (they spin and ignore taps). */
  busyIds: ReadonlySet<number>;
  /** A shelf switch is in flight: the other switches wait (one request at a time). */
  switching: boolean;
  /** Puts one row on or off the shelf (optimistic, rolled back on refusal). */
  setOnShelf: (id: number, onShelf: boolean) => Promise<boolean>;
  /**
   * Removes products one call each, one after another (optimistic per row, rolled back on its
   * refusal); resolves true when every one left the shop.
   */
  remove: (items: GoodsItem[]) => Promise<boolean>;
  /** How the last removal of several products ended, when some stayed in the shop; else null. */
  removalReport: RemovalReport | null;
  /** Hides the removal report. */
  dismissRemovalReport: () => void;
  /** The batch on/off shelf is running. */
  batchRunning: boolean;
  /** Puts every ticked row on or off the shelf, one call after another. */
  setSelectedOnShelf: (onShelf: boolean) => Promise<void>;
  /** The batch bar offers "on shelf" (stock tab, or ticked rows off the shelf in "all"). */
  canPutOn: boolean;
  /** The batch bar offers "off shelf". */
  canTakeOff: boolean;
};

/** A removal of several products that did not remove them all: what left, what stayed and why. */
export type RemovalReport = {
  /** The titles of the products removed. */
  removed: string[];
  /** The products still in the shop, with the reason (the platform's words when it sent some). */
  kept: { id: number; title: string; reason: string }[];
};

function parseRow(row: ManageRow): GoodsItem {
  return {
    id: readId(row.id),
    productId: readCount(row.product_id),
    title: readText(row.goods?.title),
    image: readText(row.goods?.image),
    costPrice: readMoney(row.goods?.cost_price),
    salesPrice: readMoney(row.goods?.sales_price),
    profit: readMoney(row.profit),
    views: readCount(row.click),
    sales: readCount(row.sales),
    stock: readCount(row.stock),
    recommended: readCount(row.is_recommend) === 1,
    onShelf: readCount(row.switch) === 1,
  };
}

/** The `switch` filter a cached list was fetched with (from its query key). */
function filterOfKey(key: QueryKey): ManageFilter {
  const init = key[2] as { params?: { query?: { switch?: ManageFilter } } } | undefined;
  return init?.params?.query?.switch ?? 'all';
}

/** Applies `change` to every row list of a cached infinite list (other shapes pass through). */
function mapPages(old: unknown, change: (list: ManageRow[]) => ManageRow[]): unknown {
  if (!old || typeof old !== 'object' || !('pages' in old) || !Array.isArray(old.pages)) {
    return old;
  }
  return {
    ...old,
    pages: (old.pages as { data?: ManagePage | null }[]).map((page) => {
      if (!page.data || !Array.isArray(page.data.list)) return page;
      const list = change(page.data.list);
      const removed = page.data.list.length - list.length;
      return { ...page, data: { ...page.data, total: page.data.total - removed, list } };
    }),
  };
}

/**
 * "My goods": the tab and the title search (kept in the address by the screen), the pages of
 * GET /merchant/product/manage and the two row actions through the kit's action (one request
 * in flight each, busy row, the server's message or a translated toast). Both are optimistic:
 * the cached pages change at once (a row taken off the shelf leaves "selling"; in "all" its
 * switch flips; a removed row leaves every list) and the snapshot comes back when the server
 * refuses. Batch on/off shelf is one setSwitch call per row, one after another (the server
 * takes one id), stopping at the first refusal. Removal is one del call per product with its
 * catalogue `product_id` (the platform takes one, and not the listing id), one after another:
 * each row leaves as its call starts and comes back if refused, the others go on, and a batch
 * that did not remove everything says which products stayed and why; the lists then refresh.
 */
export function useGoods(
  filters: GoodsFilters,
  setFilters: (next: GoodsFilters) => void,
): GoodsModel {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  const { tab, title } = filters;
  const search = useTextSearch(title, (next) => setFilters({ ...filters, title: next }));

  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/product/manage',
    {
      params: {
        query: {
          switch: FILTER_OF_TAB[tab],
          ...(title !== '' ? { title } : {}),
          limit: PRODUCT_PAGE_SIZE,
        },
      },
    },
    pagedBy(SHAPE),
  );
  const list = usePagedList(query, SHAPE, { key: (row) => row.id, parse: parseRow });
  const items = list.status === 'ready' ? list.items : [];
  const selection = useSelection(items, (item) => item.id, { scope: `${tab}|${title}` });

  /** Cancels list fetches (so none overwrites the change), snapshots, then edits every list. */
  async function optimistic(edit: (filter: ManageFilter, rows: ManageRow[]) => ManageRow[]) {
    await queryClient.cancelQueries({ queryKey: keys.shopProducts });
    const snapshot = queryClient.getQueriesData({ queryKey: keys.shopProducts });
    for (const [key, data] of snapshot) {
      queryClient.setQueryData(
        key,
        mapPages(data, (rows) => edit(filterOfKey(key), rows)),
      );
    }
    return snapshot;
  }

  function restore(snapshot: [QueryKey, unknown][]) {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  }

  const setSwitch = $api.useMutation('post', '/merchant/product/setSwitch');
  const del = $api.useMutation('post', '/merchant/product/del');

  const switchAction = useAction(
    async ({ id, onShelf }: { id: number; onShelf: boolean }) => {
      const wanted: ManageFilter = onShelf ? '1' : '0';
      const snapshot = await optimistic((filter, rows) => {
        if (filter === 'all') {
          return rows.map((row) => (row.id === id ? { ...row, switch: onShelf ? 1 : 0 } : row));
        }
        // The row no longer belongs to this tab; the other tab refetches and shows it.
        return filter === wanted ? rows : rows.filter((row) => row.id !== id);
      });
      try {
        return await setSwitch.mutateAsync({ body: { id, switch: onShelf ? '1' : '0' } });
      } catch (error) {
        restore(snapshot);
        throw error;
      }
    },
    {
      successText: ({ onShelf }) => t(onShelf ? 'goods.onShelfDone' : 'goods.offShelfDone'),
      invalidates: 'shelf',
    },
  );

  const toast = useToast();
  const failureText = useFailureText();
  const [removalReport, setRemovalReport] = useState<RemovalReport | null>(null);
  const lastRemoval = useRef<RemovalReport | null>(null);

  /** Removes one product: its row leaves at once and comes back if the platform refuses. */
  async function removeOne(item: GoodsItem): Promise<ActionAnswer> {
    if (item.productId === null) throw new TypeError('no product id');
    const productId = item.productId;
    const snapshot = await optimistic((_filter, rows) => rows.filter((row) => row.id !== item.id));
    try {
      return await del.mutateAsync({ body: { ids: productId } });
    } catch (error) {
      restore(snapshot);
      throw error;
    }
  }

  const removeAction = useAction(
    async (items: GoodsItem[]) => {
      setRemovalReport(null);
      if (items.length === 1) return removeOne(items[0] as GoodsItem);
      const removed: GoodsItem[] = [];
      const kept: { item: GoodsItem; failure: Failure }[] = [];
      for (const item of items) {
        try {
          await removeOne(item);
          removed.push(item);
        } catch (error) {
          kept.push({ item, failure: toFailure(error) });
        }
      }
      selection.drop(removed.map((item) => item.id));
      if (kept.length === 0) return { msg: null };
      const report: RemovalReport = {
        removed: removed.map((item) => item.title),
        kept: kept.map(({ item, failure }) => ({
          id: item.id,
          title: item.title,
          reason: failureText(failure),
        })),
      };
      lastRemoval.current = report;
      setRemovalReport(report);
      throw new Error('some products were not removed');
    },
    {
      successText: (items) =>
        items.length === 1 ? t('goods.removed') : t('goods.removedCount', { count: items.length }),
      invalidates: 'shelf',
      toastFailure: false,
      onSuccess: (_answer, items) => selection.drop(items.map((item) => item.id)),
      onFailure: (failure, items) => {
        const report = lastRemoval.current;
        lastRemoval.current = null;
        toast.show(
          items.length > 1 && report
            ? t('goods.removedSome', { count: items.length, removed: report.removed.length })
            : failureText(failure),
          { tone: 'error' },
        );
      },
    },
  );

  const [batchRunning, setBatchRunning] = useState(false);
  const switchingId = switchAction.running?.id;
  const busyIds = new Set([
    ...(switchingId === undefined ? [] : [switchingId]),
    ...(removeAction.running ?? []).map((item) => item.id),
  ]);
  const chosen = selection.items;

  return {
    tab,
    selectTab: (next) => setFilters({ ...filters, tab: next }),
    search,
    searching: title !== '',
    list,
    selection,
    busyIds,
    switching: switchAction.busy,
    setOnShelf: (id, onShelf) => switchAction.run({ id, onShelf }),
    remove: (items) => removeAction.run(items),
    removalReport,
    dismissRemovalReport: () => setRemovalReport(null),
    batchRunning,
    async setSelectedOnShelf(onShelf) {
      const targets = chosen.filter((item) => item.onShelf !== onShelf);
      setBatchRunning(true);
      try {
        for (const item of targets) {
          if (!(await switchAction.run({ id: item.id, onShelf }))) break;
        }
      } finally {
        setBatchRunning(false);
        selection.clear();
      }
    },
    canPutOn: tab === 'stock' || (tab === 'all' && chosen.some((item) => !item.onShelf)),
    canTakeOff: tab === 'selling' || (tab === 'all' && chosen.some((item) => item.onShelf)),
  };
}
