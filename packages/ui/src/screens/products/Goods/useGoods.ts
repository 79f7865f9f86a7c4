import {
  useMutationState,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney, type Money, type paths } from '@merchant/api';
import { $api } from '../../../data/api';
import { useErrorText } from '../../../data/errors';
import { useToast } from '../../../primitives/Toast';
import { nextPageOf } from '../shared/loadState';
import { hotProductsKey, PAGE_SIZE, shopProductsKey } from '../shared/queryKeys';
import type { PagedListState } from '../shared/pagedList';
import { useTitleSearch } from '../shared/useTitleSearch';

type ManageResponse =
  paths['/merchant/product/manage']['get']['responses']['200']['content']['application/json'];
type ManageRow = ManageResponse['data']['list'][number];
type ManageFilter = NonNullable<
  NonNullable<paths['/merchant/product/manage']['get']['parameters']['query']>['switch']
>;
type Pages = InfiniteData<ManageResponse>;

/** The tabs of "my goods": on shelf, off shelf (in the warehouse), everything. */
export type GoodsTab = 'selling' | 'stock' | 'all';

export const GOODS_TABS: readonly GoodsTab[] = ['selling', 'stock', 'all'];

const FILTER_OF_TAB: Record<GoodsTab, ManageFilter> = { selling: '1', stock: '0', all: 'all' };

/** One product of the shop, parsed for the view. */
export type GoodsItem = {
  /** Shop listing id (setSwitch and del take it). */
  id: number;
  productId: number;
  title: string;
  image: string;
  costPrice: Money | null;
  salesPrice: Money | null;
  profit: Money | null;
  views: number;
  sales: number;
  stock: number;
  recommended: boolean;
  onShelf: boolean;
};

export type GoodsListState = PagedListState<GoodsItem>;

function parseRow(row: ManageRow): GoodsItem {
  return {
    id: row.id,
    productId: row.product_id,
    title: row.goods.title,
    image: row.goods.image,
    costPrice: parseMoney(row.goods.cost_price),
    salesPrice: parseMoney(row.goods.sales_price),
    profit: parseMoney(row.profit),
    views: row.click,
    sales: row.sales,
    stock: row.stock,
    recommended: row.is_recommend === 1,
    onShelf: row.switch === 1,
  };
}

/** The `switch` filter a cached list was fetched with (from its query key). */
function filterOfKey(key: QueryKey): ManageFilter {
  const init = key[2] as { params?: { query?: { switch?: ManageFilter } } } | undefined;
  return init?.params?.query?.switch ?? 'all';
}

/** Applies `change` to every row list of a cached infinite list (other shapes pass through). */
function mapPages(old: unknown, change: (list: ManageRow[]) => ManageRow[]): unknown {
  if (!old || typeof old !== 'object' || !('pages' in old)) return old;
  const pages = old as Pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const list = change(page.data.list);
      return {
        ...page,
        data: {
          ...page.data,
          total: page.data.total - (page.data.list.length - list.length),
          list,
        },
      };
    }),
  };
}

const SWITCH_KEY = ['post', '/merchant/product/setSwitch'] as const;
const DEL_KEY = ['post', '/merchant/product/del'] as const;

/**
 * "My goods": the tabs, the search, the pages of GET /merchant/product/manage and the two
 * row actions. Both are optimistic: the cached pages change at once (a row taken off the
 * shelf leaves "selling"; in "all" its switch flips; a removed row leaves every list) and
 * the snapshot comes back, with the server's message, when the server refuses. A row has
 * at most one request in flight. Batch on/off shelf is one setSwitch call per row, one after
 * another (the server takes one id), stopping at the first refusal; batch remove is one del
 * call with every id.
 */
export function useGoods() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation('products');

  const [tab, setTab] = useState<GoodsTab>('selling');
  const search = useTitleSearch(() => resetSelection());
  const { title } = search;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/product/manage',
    {
      params: {
        query: { switch: FILTER_OF_TAB[tab], ...(title !== '' ? { title } : {}), limit: PAGE_SIZE },
      },
    },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: nextPageOf },
  );

  const items = query.data ? query.data.pages.flatMap((page) => page.data.list.map(parseRow)) : [];
  const loadedIds = items.map((item) => item.id);
  const selectedIds = loadedIds.filter((id) => selected.has(id));

  let list: GoodsListState;
  if (query.isPending) list = { status: 'loading' };
  else if (query.isError && !query.data) {
    list = { status: 'failed', error: query.error, retry: () => void query.refetch() };
  } else if (items.length === 0) list = { status: 'empty', filtered: title !== '' };
  else {
    list = {
      status: 'ready',
      items,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      moreError: query.isFetchNextPageError ? query.error : null,
      loadMore: () => void query.fetchNextPage(),
    };
  }

  /** Cancels list fetches (so none overwrites the change), snapshots, then edits every list. */
  async function optimistic(edit: (filter: ManageFilter, list: ManageRow[]) => ManageRow[]) {
    await queryClient.cancelQueries({ queryKey: shopProductsKey });
    const snapshot = queryClient.getQueriesData({ queryKey: shopProductsKey });
    for (const [key, data] of snapshot) {
      queryClient.setQueryData(
        key,
        mapPages(data, (rows) => edit(filterOfKey(key), rows)),
      );
    }
    return { snapshot };
  }

  function rollback(context: { snapshot: [QueryKey, unknown][] } | undefined) {
    for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
  }

  /** Refreshes the lists once the last of the concurrent row actions has answered. */
  function settle() {
    if (
      queryClient.isMutating({ mutationKey: SWITCH_KEY }) +
        queryClient.isMutating({ mutationKey: DEL_KEY }) >
      1
    ) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: shopProductsKey });
    void queryClient.invalidateQueries({ queryKey: hotProductsKey });
  }

  const setSwitch = $api.useMutation('post', '/merchant/product/setSwitch', {
    onMutate: ({ body }) =>
      optimistic((filter, rows) => {
        const wanted = String(body.switch) as ManageFilter;
        if (filter === 'all') {
          return rows.map((row) => (row.id === body.id ? { ...row, switch: body.switch } : row));
        }
        // The row no longer belongs to this tab; the other tab refetches and shows it.
        return filter === wanted ? rows : rows.filter((row) => row.id !== body.id);
      }),
    onError: (error, _variables, context) => {
      rollback(context);
      toast.show(errorText(error), { tone: 'error' });
    },
    onSuccess: (envelope, { body }) => {
      toast.show(
        envelope.msg || t(body.switch === 1 ? 'goods.onShelfDone' : 'goods.offShelfDone'),
        {
          tone: 'success',
        },
      );
    },
    onSettled: settle,
  });

  const remove = $api.useMutation('post', '/merchant/product/del', {
    onMutate: ({ body }) =>
      optimistic((_filter, rows) => rows.filter((row) => !body.ids.includes(row.id))),
    onError: (error, _variables, context) => {
      rollback(context);
      toast.show(errorText(error), { tone: 'error' });
    },
    onSuccess: (envelope, { body }) => {
      setSelected((current) => new Set([...current].filter((id) => !body.ids.includes(id))));
      toast.show(envelope.msg || t('goods.removed'), { tone: 'success' });
    },
    onSettled: settle,
  });

  // The rows with a request in flight, across both actions (they spin and ignore taps).
  const switching = useMutationState({
    filters: { mutationKey: SWITCH_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { body: { id: number } }).body.id,
  });
  const removing = useMutationState({
    filters: { mutationKey: DEL_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { body: { ids: number[] } }).body.ids,
  });
  const busyIds = new Set([...switching, ...removing.flat()]);
  // Synchronous guard: a second tap before React re-renders must not send a second call.
  const inFlight = useRef(new Set<number>());
  const [batchRunning, setBatchRunning] = useState(false);

  async function switchOne(id: number, onShelf: boolean): Promise<boolean> {
    if (inFlight.current.has(id)) return false;
    inFlight.current.add(id);
    try {
      await setSwitch.mutateAsync({ body: { id, switch: onShelf ? 1 : 0 } });
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current.delete(id);
    }
  }

  async function removeIds(ids: number[]): Promise<boolean> {
    const free = ids.filter((id) => !inFlight.current.has(id));
    if (free.length === 0) return false;
    for (const id of free) inFlight.current.add(id);
    try {
      await remove.mutateAsync({ body: { ids: free } });
      return true;
    } catch {
      return false;
    } finally {
      for (const id of free) inFlight.current.delete(id);
    }
  }

  function resetSelection() {
    setSelected(new Set());
  }

  return {
    tab,
    /** Shows a tab; the selection belonged to the old list and is cleared. */
    selectTab(next: GoodsTab) {
      setTab(next);
      resetSelection();
    },
    searchText: search.searchText,
    changeSearch: search.changeSearch,
    submitSearch: search.submitSearch,
    clearSearch: search.clearSearch,
    list,
    busyIds: busyIds as ReadonlySet<number>,
    selectedIds,
    loadedCount: items.length,
    toggle(id: number, checked: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    toggleAll(checked: boolean) {
      setSelected(checked ? new Set(loadedIds) : new Set());
    },
    /** Puts one row on or off the shelf (optimistic, rolled back on refusal). */
    setOnShelf: switchOne,
    /** Removes rows in one call (optimistic, rolled back on refusal). */
    remove: removeIds,
    batchRunning,
    /** Puts every ticked row on or off the shelf, one call after another. */
    async setSelectedOnShelf(onShelf: boolean) {
      const targets = items.filter((item) => selected.has(item.id) && item.onShelf !== onShelf);
      setBatchRunning(true);
      try {
        for (const item of targets) {
          if (!(await switchOne(item.id, onShelf))) break;
        }
      } finally {
        setBatchRunning(false);
        resetSelection();
      }
    },
  };
}
