import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money, components } from '@merchant/api';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import type { Failure } from '../../../data/kit/failure';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { keys } from '../../../data/queries/keys';
import {
  readCount,
  readId,
  readList,
  readMoney,
  readRecord,
  readText,
} from '../../../data/kit/read';
import { requestState, selectData } from '../../../data/kit/requestState';
import { useSelection, type Selection } from '../../../data/kit/selection';
import { PRODUCT_PAGE_SIZE } from '../shared/pageSize';
import { useTextSearch, type TextSearch } from '../../../data/kit/textSearch';
import { isFiltered, type CatalogueFilters } from './catalogueFilters';
import type { PriceRange } from './priceRange';

type CatalogueRow = components['schemas']['CatalogueProduct'];
type CataloguePage = components['schemas']['CataloguePage'];

const SHAPE = pagedByTotal<CatalogueRow, CataloguePage>();

/** One distribution-centre product, parsed for the view (unreadable amounts are null). */
export type CatalogueItem = {
  productId: number;
  title: string;
  image: string;
  costPrice: Money | null;
  salesPrice: Money | null;
  profit: Money | null;
  hot: boolean;
};

/** A product category. */
export type CategoryOption = { id: number; name: string };

/** The add action in flight: one row, the selected batch, or all hot products. */
export type AddAction = { kind: 'row'; productId: number } | { kind: 'selected' } | { kind: 'hot' };

/** What the distribution centre view needs. */
export type DistributionModel = {
  /** The categories (empty until they load; the "all" tab is always there). */
  categories: CategoryOption[];
  /** The category shown, or null for all. */
  categoryId: number | null;
  /** Shows one category (null: all). */
  selectCategory: (id: number | null) => void;
  /** The title search. */
  search: TextSearch;
  /** The price range in force. */
  priceRange: PriceRange;
  /** Applies a validated price range ({} clears it). */
  applyPriceRange: (range: PriceRange) => void;
  /** Something narrows the list: an empty list means nothing matched. */
  filtered: boolean;
  /** Back to every product: all categories, no search, no price range. */
  clearFilters: () => void;
  /** The paged catalogue. */
  catalogue: PagedList<CatalogueItem>;
  /** The rows ticked for "add selected". */
  selection: Selection<CatalogueItem>;
  /** The add in flight (one at a time), or null. */
  pendingAdd: AddAction | null;
  /** Adds one row (POST /merchant/product/add). */
  addProduct: (productId: number) => Promise<boolean>;
  /** Adds every ticked row in one call (POST /merchant/product/addAll). */
  addSelected: () => Promise<boolean>;
  /** Adds every hot product of the platform (POST /merchant/product/addAllHot). */
  addAllHot: () => Promise<boolean>;
  /**
   * The platform answered "add all hot" as a feature it does not offer (the call is not one its
   * public client makes): the button gives way to a note; the rest of the page works on. Else null.
   */
  hotNotOffered: Failure | null;
};

function parseItem(row: CatalogueRow): CatalogueItem {
  return {
    productId: readId(row.product_id),
    title: readText(row.title),
    image: readText(row.image),
    costPrice: readMoney(row.cost_price),
    salesPrice: readMoney(row.sales_price),
    profit: readMoney(row.profit),
    hot: readCount(row.is_hot) === 1,
  };
}

const parseCategories = (data: components['schemas']['Category'][]): CategoryOption[] =>
  readList(data).map((category) => ({
    id: readId(readRecord(category).category_id),
    name: readText(category.name),
  }));

/** A run of the add action: what it adds and how the call is made. */
type AddJob = { action: AddAction; ids: number[] | 'hot' };

/**
 * The distribution centre: categories, the filters (kept in the address by the screen), the
 * catalogue pages, the selection and the three add calls, which differ by scope:
 * - `add` (POST /merchant/product/add, `ids` one product_id) is the add button of ONE row;
 * - `addAll` (POST /merchant/product/addAll, `ids` [product_id, ...]) is the batch bar: every ticked row;
 * - `addAllHot` (POST /merchant/product/addAllHot) adds every hot product, after a confirm.
 * They share one kit action, so only one add runs at a time; the added rows leave the list.
 */
export function useDistribution(
  filters: CatalogueFilters,
  setFilters: (next: CatalogueFilters) => void,
): DistributionModel {
  const queryClient = useQueryClient();
  const { t } = useTranslation('products');
  const { categoryId, title, price } = filters;
  const search = useTextSearch(title, (next) => setFilters({ ...filters, title: next }));

  // The tabs work without categories: a failed or malformed answer leaves only "all".
  const categoriesState = requestState(
    $api.useQuery('get', '/merchant/product/category', undefined, {
      select: selectData(parseCategories),
    }),
  );
  const categories = categoriesState.status === 'ready' ? categoriesState.data : [];

  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/product/product',
    {
      params: {
        query: {
          // "Every category" is sent as 0, and a price range with isPriceFiltering=true, as the
          // platform's public client sends them.
          category_id: categoryId ?? 0,
          ...(title !== '' ? { title } : {}),
          ...(Object.keys(price).length > 0 ? { ...price, isPriceFiltering: true as const } : {}),
          limit: PRODUCT_PAGE_SIZE,
        },
      },
    },
    pagedBy(SHAPE),
  );
  const catalogue = usePagedList(query, SHAPE, { key: (row) => row.product_id, parse: parseItem });
  const items = catalogue.status === 'ready' ? catalogue.items : [];
  const scope = `${categoryId}|${title}|${price.min_price}|${price.max_price}`;
  const selection = useSelection(items, (item) => item.productId, { scope });

  /** Takes the added products out of every cached catalogue page (the refetch confirms it). */
  function removeAdded(ids: number[] | 'hot') {
    const gone = (row: CatalogueRow) =>
      ids === 'hot' ? row.is_hot === 1 : ids.includes(row.product_id);
    queryClient.setQueriesData<InfiniteData<{ data: CataloguePage }>>(
      { queryKey: keys.catalogue },
      (old) =>
        old && Array.isArray(old.pages)
          ? {
              ...old,
              pages: old.pages.map((page) =>
                page.data && Array.isArray(page.data.list)
                  ? {
                      ...page,
                      data: {
                        ...page.data,
                        total: page.data.total - page.data.list.filter(gone).length,
                        list: page.data.list.filter((row) => !gone(row)),
                      },
                    }
                  : page,
              ),
            }
          : old,
    );
    if (ids === 'hot') selection.clear();
    else selection.drop(ids);
  }

  const addOne = $api.useMutation('post', '/merchant/product/add');
  const addMany = $api.useMutation('post', '/merchant/product/addAll');
  const addHot = $api.useMutation('post', '/merchant/product/addAllHot');
  const [hotNotOffered, setHotNotOffered] = useState<Failure | null>(null);
  const add = useAction(
    ({ action, ids }: AddJob) => {
      if (action.kind === 'hot') return addHot.mutateAsync({});
      if (action.kind === 'row') return addOne.mutateAsync({ body: { ids: action.productId } });
      return addMany.mutateAsync({ body: { ids: ids === 'hot' ? [] : ids } });
    },
    {
      successText: t('distribution.added'),
      invalidates: 'addProducts',
      onSuccess: (_answer, job) => removeAdded(job.ids),
      onFailure: (failure, job) => {
        if (job.action.kind === 'hot' && failure.kind === 'notOffered') setHotNotOffered(failure);
      },
    },
  );

  return {
    categories,
    categoryId,
    selectCategory: (id) => setFilters({ ...filters, categoryId: id }),
    search,
    priceRange: price,
    applyPriceRange: (range) => setFilters({ ...filters, price: range }),
    filtered: isFiltered(filters),
    clearFilters: () => setFilters({ categoryId: null, title: '', price: {} }),
    catalogue,
    selection,
    pendingAdd: add.running?.action ?? null,
    addProduct: (productId) => add.run({ action: { kind: 'row', productId }, ids: [productId] }),
    addSelected: () => {
      const ids = selection.keys;
      if (ids.length === 0) return Promise.resolve(false);
      return add.run({ action: { kind: 'selected' }, ids });
    },
    addAllHot: () => add.run({ action: { kind: 'hot' }, ids: 'hot' }),
    hotNotOffered,
  };
}
