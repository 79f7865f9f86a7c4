import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { billTabFromParam } from './billModel';
import { FundsRecordsView } from './FundsRecordsView';
import { useFundsRecords } from './useFundsRecords';

/** /fundsRecords?type=: the balance's movements (deposits, withdrawals, orders, express lane). */
export function FundsRecordsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = billTabFromParam(params.get('type'));
  const model = useFundsRecords(tab);
  return (
    <FundsRecordsView
      tab={tab}
      onTabChange={(next) => setParams(next === 'all' ? {} : { type: next }, { replace: true })}
      list={model.list}
      canExport={model.canExport}
      onExport={model.exportCsv}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
