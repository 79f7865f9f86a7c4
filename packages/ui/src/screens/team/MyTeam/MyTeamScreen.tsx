import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MyTeamView } from './MyTeamView';
import { teamFiltersFromParams, teamFiltersToParams } from './teamFilters';
import { useMyTeam } from './useMyTeam';

/** /myTeam?level=&search=: my referral team (the filters live in the address, so Back keeps them). */
export function MyTeamScreen() {
  const [params, setParams] = useSearchParams();
  const model = useMyTeam(teamFiltersFromParams(params), (next) =>
    setParams(teamFiltersToParams(next), { replace: true }),
  );
  return <MyTeamView model={model} onBack={useGoBack(PATHS.my)} />;
}
