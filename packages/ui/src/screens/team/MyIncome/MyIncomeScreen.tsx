import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { incomeWindowFromParam } from './incomeModel';
import { MyIncomeView } from './MyIncomeView';
import { useMyIncome } from './useMyIncome';

/** /myIncome?range=: income by category for today, 7 or 30 days (the period in the address). */
export function MyIncomeScreen() {
  const [params, setParams] = useSearchParams();
  const period = incomeWindowFromParam(params.get('range'));
  return (
    <MyIncomeView
      period={period}
      onPeriodChange={(next) =>
        setParams(next === 'today' ? {} : { range: next }, { replace: true })
      }
      income={useMyIncome(period)}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
