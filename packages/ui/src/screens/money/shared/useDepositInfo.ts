import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseDepositInfo, type DepositInfo } from './depositModel';

/** GET /merchant/merchant/recharge_info: the bounds of a deposit and the platform's account. */
export function useDepositInfo(): RequestState<DepositInfo> {
  const query = $api.useQuery('get', '/merchant/merchant/recharge_info', undefined, {
    select: selectData(parseDepositInfo),
  });
  return requestState(query);
}
