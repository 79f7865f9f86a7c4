import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseIncome, type IncomeBreakdown, type IncomeWindow } from './incomeModel';

/** The income of one period by category, with its exact total (team/income). */
export function useMyIncome(period: IncomeWindow): RequestState<IncomeBreakdown> {
  const query = $api.useQuery(
    'get',
    '/merchant/team/income',
    { params: { query: { range: period } } },
    { select: selectData(parseIncome) },
  );
  return requestState(query);
}
