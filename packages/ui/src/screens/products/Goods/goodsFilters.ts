/** The tabs of "my goods": on shelf, off shelf (in the warehouse), everything. */
export const GOODS_TABS = ['selling', 'stock', 'all'] as const;
export type GoodsTab = (typeof GOODS_TABS)[number];

/** What "my goods" is filtered by; kept in the address so Back returns to the same list. */
export type GoodsFilters = { tab: GoodsTab; title: string };

/** `/goods?tab=stock&search=koala` -> filters (anything unknown falls back to the default). */
export function goodsFiltersFromParams(params: URLSearchParams): GoodsFilters {
  const tab = params.get('tab');
  return {
    tab: (GOODS_TABS as readonly string[]).includes(tab ?? '') ? (tab as GoodsTab) : 'selling',
    title: params.get('search')?.trim() ?? '',
  };
}

/** Filters -> the address's query (defaults left out: `/goods` is "selling", no search). */
export function goodsFiltersToParams(filters: GoodsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'selling') params.set('tab', filters.tab);
  if (filters.title) params.set('search', filters.title);
  return params;
}
