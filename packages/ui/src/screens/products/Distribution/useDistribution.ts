import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney, type Money, type paths } from '@merchant/api';
import { $api } from '../../../data/api';
import { useErrorText } from '../../../data/errors';
import { useToast } from '../../../primitives/Toast';
import { nextPageOf } from '../shared/loadState';
import { catalogueKey, hotProductsKey, PAGE_SIZE, shopProductsKey } from '../shared/queryKeys';
import type { PagedListState } from '../shared/pagedList';
import { useTitleSearch } from '../shared/useTitleSearch';
import type { PriceRange } from './priceRange.schema';

type CatalogueResponse =
  paths['/merchant/product/product']['get']['responses']['200']['content']['application/json'];

/** One distribution-centre product, parsed for the view. */
export type CatalogueItem = {
  productId: number;
  title: string;
  image: string;
  costPrice: Money | null;
  salesPrice: Money | null;
  profit: Money | null;
  hot: boolean;
};

/** A product category; id 0 is "all". */
export type CategoryOption = { id: number; name: string };

export type CatalogueState = PagedListState<CatalogueItem>;

/** The pending add action: one row, the selected batch, or all hot products. */
export type AddAction = { kind: 'row'; productId: number } | { kind: 'selected' } | { kind: 'hot' };

function parseItem(row: CatalogueResponse['data']['list'][number]): CatalogueItem {
  return {
    productId: row.product_id,
    title: row.title,
    image: row.image,
    costPrice: parseMoney(row.cost_price),
    salesPrice: parseMoney(row.sales_price),
    profit: parseMoney(row.profit),
    hot: row.is_hot === 1,
  };
}

/**
 * The distribution centre: categories, filters, the catalogue pages, the selection and the
 * three add calls. They differ by scope:
 * - `add` (POST /merchant/product/add, `ids` "1,2,3") is the add button of ONE row;
 * - `addAll` (POST /merchant/product/addAll, `ids` [..]) is the batch bar: every ticked row;
 * - `addAllHot` (POST /merchant/product/addAllHot) adds every hot product, after a confirm.
 * Only one add runs at a time; after success the added rows leave the list.
 */
export function useDistribution() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const { t } = useTranslation('products');

  const [categoryId, setCategoryId] = useState(0);
  const search = useTitleSearch(() => resetSelection());
  const { title } = search;
  const [priceRange, setPriceRange] = useState<PriceRange>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const categoriesQuery = $api.useQuery('get', '/merchant/product/category');
  const categories: CategoryOption[] = categoriesQuery.data
    ? categoriesQuery.data.data.map((c) => ({ id: c.category_id, name: c.name }))
    : [];

  const filtered = categoryId !== 0 || title !== '' || Object.keys(priceRange).length > 0;
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/product/product',
    {
      params: {
        query: {
          ...(categoryId !== 0 ? { category_id: categoryId } : {}),
          ...(title !== '' ? { title } : {}),
          ...priceRange,
          limit: PAGE_SIZE,
        },
      },
    },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: nextPageOf },
  );

  const items = query.data ? query.data.pages.flatMap((page) => page.data.list.map(parseItem)) : [];
  const loadedIds = items.map((item) => item.productId);
  const selectedIds = loadedIds.filter((id) => selected.has(id));

  let catalogue: CatalogueState;
  if (query.isPending) catalogue = { status: 'loading' };
  else if (query.isError && !query.data) {
    catalogue = { status: 'failed', error: query.error, retry: () => void query.refetch() };
  } else if (items.length === 0) catalogue = { status: 'empty', filtered };
  else {
    catalogue = {
      status: 'ready',
      items,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      moreError: query.isFetchNextPageError ? query.error : null,
      loadMore: () => void query.fetchNextPage(),
    };
  }

  const [pendingAdd, setPendingAdd] = useState<AddAction | null>(null);
  // The state shows busy buttons; the ref stops a second tap that lands before the re-render.
  const inFlight = useRef(false);

  /** Takes the added products out of every cached catalogue page, then refreshes the lists. */
  async function afterAdded(productIds: number[] | 'hot') {
    const gone = (item: CatalogueResponse['data']['list'][number]) =>
      productIds === 'hot' ? item.is_hot === 1 : productIds.includes(item.product_id);
    queryClient.setQueriesData<InfiniteData<CatalogueResponse>>(
      { queryKey: catalogueKey },
      (old) =>
        old && 'pages' in old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                data: {
                  total: page.data.total - page.data.list.filter(gone).length,
                  list: page.data.list.filter((item) => !gone(item)),
                },
              })),
            }
          : old,
    );
    setSelected((current) =>
      productIds === 'hot'
        ? new Set()
        : new Set([...current].filter((id) => !productIds.includes(id))),
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKey }),
      queryClient.invalidateQueries({ queryKey: shopProductsKey }),
      queryClient.invalidateQueries({ queryKey: hotProductsKey }),
    ]);
  }

  async function run(
    action: AddAction,
    call: () => Promise<{ msg?: string }>,
    ids: number[] | 'hot',
  ) {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPendingAdd(action);
    try {
      const envelope = await call();
      toast.show(envelope.msg || t('distribution.added'), { tone: 'success' });
      await afterAdded(ids);
      return true;
    } catch (error) {
      toast.show(errorText(error), { tone: 'error' });
      return false;
    } finally {
      inFlight.current = false;
      setPendingAdd(null);
    }
  }

  const addOne = $api.useMutation('post', '/merchant/product/add');
  const addSelectedCall = $api.useMutation('post', '/merchant/product/addAll');
  const addHotCall = $api.useMutation('post', '/merchant/product/addAllHot');

  function resetSelection() {
    setSelected(new Set());
  }

  return {
    categories,
    categoryId,
    /** Shows one category (0 = all); the selection is cleared, it belonged to the old list. */
    selectCategory(id: number) {
      setCategoryId(id);
      resetSelection();
    },
    searchText: search.searchText,
    changeSearch: search.changeSearch,
    submitSearch: search.submitSearch,
    clearSearch: search.clearSearch,
    priceRange,
    /** Applies a validated price range ({} clears it). */
    applyPriceRange(range: PriceRange) {
      setPriceRange(range);
      resetSelection();
    },
    /** Back to every product: all categories, no search, no price range. */
    clearFilters() {
      setCategoryId(0);
      search.clearSearch();
      setPriceRange({});
    },
    catalogue,
    selectedIds,
    /** Ticks or unticks one row. */
    toggle(productId: number, checked: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(productId);
        else next.delete(productId);
        return next;
      });
    },
    /** Ticks every loaded row, or none. */
    toggleAll(checked: boolean) {
      setSelected(checked ? new Set(loadedIds) : new Set());
    },
    pendingAdd,
    /** Adds one row (POST /merchant/product/add). */
    addProduct(productId: number) {
      return run(
        { kind: 'row', productId },
        () => addOne.mutateAsync({ body: { ids: String(productId) } }),
        [productId],
      );
    },
    /** Adds every ticked row in one call (POST /merchant/product/addAll). */
    addSelected() {
      const ids = selectedIds;
      if (ids.length === 0) return Promise.resolve(false);
      return run({ kind: 'selected' }, () => addSelectedCall.mutateAsync({ body: { ids } }), ids);
    },
    /** Adds every hot product of the platform (POST /merchant/product/addAllHot). */
    addAllHot() {
      return run({ kind: 'hot' }, () => addHotCall.mutateAsync({}), 'hot');
    },
    /** How many rows are loaded, for "select all". */
    loadedCount: items.length,
  };
}
