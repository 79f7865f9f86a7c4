import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseAlliance, type Alliance } from './allianceModel';

/** /alliance: the invitation address and the shops of two levels (GET /merchant/index/coalition). */
export function useAlliance(): RequestState<Alliance> {
  const query = $api.useQuery('get', '/merchant/index/coalition', undefined, {
    select: selectData(parseAlliance),
  });
  return requestState(query);
}
