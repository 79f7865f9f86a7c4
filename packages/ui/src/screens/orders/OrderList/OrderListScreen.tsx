import { useSearchParams } from 'wouter';
import { usePickFlow } from '../shared/usePickFlow';
import { OrderListView } from './OrderListView';
import { tabFromParam } from './orderTabs';
import { useOrderList } from './useOrderList';
import { useOrderSelection } from './useOrderSelection';

/** /order?tab=&search=: the orders of the shop (a bottom-tab page). */
export function OrderListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const search = params.get('search')?.trim() ?? '';
  const data = useOrderList(tab, search);
  const selection = useOrderSelection(data.rows);
  const flow = usePickFlow({ onPicked: selection.clear });
  const go = (next: { tab: string; search: string }) => {
    selection.clear();
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
      data={data}
      selection={selection}
      flow={flow}
    />
  );
}
