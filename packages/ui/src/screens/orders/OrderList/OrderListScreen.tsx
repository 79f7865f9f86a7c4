import { useSearchParams } from 'wouter';
import { OrderListView } from './OrderListView';
import { tabFromParam, type OrderTab } from './orderTabs';
import { useOrderList } from './useOrderList';

/** /order?tab=&search=: the orders of the shop (a bottom-tab page). */
export function OrderListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const search = params.get('search')?.trim() ?? '';
  const go = (next: { tab: OrderTab; search: string }) => {
    const query = new URLSearchParams();
    if (next.tab !== 'all') query.set('tab', next.tab);
    if (next.search) query.set('search', next.search);
    setParams(query, { replace: true });
  };
  return (
    <OrderListView
      tab={tab}
      onTabChange={(next) => go({ tab: next, search })}
      search={search}
      onSearch={(next) => go({ tab, search: next })}
      model={useOrderList(tab, search)}
    />
  );
}
