import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { financeRangeFromParam } from './financeModel';
import { FinanceView } from './FinanceView';
import { useFinance } from './useFinance';

/** /finance?range=: the finance report of a time window. */
export function FinanceScreen() {
  const [params, setParams] = useSearchParams();
  const range = financeRangeFromParam(params.get('range'));
  const { totals, days } = useFinance(range);
  return (
    <FinanceView
      range={range}
      onRangeChange={(next) => setParams(next === 'all' ? {} : { range: next }, { replace: true })}
      totals={totals}
      days={days}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
