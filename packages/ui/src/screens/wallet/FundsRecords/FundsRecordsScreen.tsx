import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { BILL_TABS } from './billModel';
import { FundsRecordsView } from './FundsRecordsView';
import { useFundsRecords } from './useFundsRecords';

/** /fundsRecords?type=: the balance's movements (deposits, withdrawals, orders, express lane). */
export function FundsRecordsScreen() {
  const [tab, setTab] = useEnumParam('type', BILL_TABS, 'all');
  const model = useFundsRecords(tab);
  return (
    <FundsRecordsView
      tab={tab}
      onTabChange={setTab}
      list={model.list}
      canExport={model.canExport}
      onExport={model.exportCsv}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
