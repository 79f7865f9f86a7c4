import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { FINANCE_RANGES } from './financeModel';
import { FinanceView } from './FinanceView';
import { useFinance } from './useFinance';

/** /finance?range=: the finance report of a time window. */
export function FinanceScreen() {
  const [range, setRange] = useEnumParam('range', FINANCE_RANGES, 'all');
  const { totals, days } = useFinance(range);
  return (
    <FinanceView
      range={range}
      onRangeChange={setRange}
      totals={totals}
      days={days}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
