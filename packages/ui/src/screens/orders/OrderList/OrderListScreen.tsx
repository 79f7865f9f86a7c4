import { useSearchParams } from 'wouter';
import { useEnumParam } from '../../../data/address/enumParam';
import { OrderListView } from './OrderListView';
import { ORDER_TABS } from './orderTabs';
import { useOrderList } from './useOrderList';

/** /order?tab=&search=: the orders of the shop (a bottom-tab page). */
export function OrderListScreen() {
  const [tab, setTab] = useEnumParam('tab', ORDER_TABS, 'all');
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const onSearch = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next) query.set('search', next);
        else query.delete('search');
        return query;
      },
      { replace: true },
    );
  return (
    <OrderListView
      tab={tab}
      onTabChange={setTab}
      search={search}
      onSearch={onSearch}
      model={useOrderList(tab, search)}
    />
  );
}
