import { useParamFilters } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MyTeamView } from './MyTeamView';
import { teamFiltersFromParams, teamFiltersToParams } from './teamFilters';
import { useMyTeam } from './useMyTeam';

/** /myTeam?level=&search=: my referral team (the filters live in the address, so Back keeps them). */
export function MyTeamScreen() {
  const model = useMyTeam(...useParamFilters(teamFiltersFromParams, teamFiltersToParams));
  return <MyTeamView model={model} onBack={useGoBack(PATHS.my)} />;
}
