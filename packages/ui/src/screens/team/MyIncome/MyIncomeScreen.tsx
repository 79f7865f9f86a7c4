import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { INCOME_WINDOWS } from './incomeModel';
import { MyIncomeView } from './MyIncomeView';
import { useMyIncome } from './useMyIncome';

/** /myIncome?range=: income by category for today, 7 or 30 days (the period in the address). */
export function MyIncomeScreen() {
  const [period, setPeriod] = useEnumParam('range', INCOME_WINDOWS, 'today');
  return (
    <MyIncomeView
      period={period}
      onPeriodChange={setPeriod}
      income={useMyIncome(period)}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
