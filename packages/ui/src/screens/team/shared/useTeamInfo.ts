import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseTeamInfo, type TeamInfo } from './teamInfo';

/** The team overview as a request state (one query shared by every team screen). */
export function useTeamInfo(): RequestState<TeamInfo> {
  const query = $api.useQuery('get', '/merchant/team/info', undefined, {
    select: selectData(parseTeamInfo),
  });
  return requestState(query);
}
