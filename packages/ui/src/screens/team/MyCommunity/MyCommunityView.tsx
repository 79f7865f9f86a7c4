import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { NumberText } from '../../../primitives/NumberText';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock } from '../../../primitives/Skeleton';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { Figures } from '../shared/parts';
import type { CommunityStats } from './useMyCommunity';

const STATS = ['invited', 'effective', 'vip', 'partner'] as const;

function CommunityContent({ stats }: { stats: CommunityStats }) {
  const { t } = useTranslation(['team', 'app']);
  const titleId = useId();
  return (
    <Stack>
      <RaisedCard aria-labelledby={titleId}>
        <CardTitle id={titleId}>{t('community.title')}</CardTitle>
        <Figures>
          {STATS.map((key) => (
            <div key={key}>
              <dt>{t(`community.${key}`)}</dt>
              <dd>
                <NumberText value={stats[key]} />
              </dd>
            </div>
          ))}
        </Figures>
        <CardNote>{t('community.note')}</CardNote>
      </RaisedCard>
      <CellGroup layout="inset">
        <Cell label={t('app:route.myTeam')} href={PATHS.myTeam} />
        <Cell label={t('app:route.teamInvitation')} href={PATHS.teamInvitation} />
      </CellGroup>
    </Stack>
  );
}

type MyCommunityViewProps = {
  /** The referral stats. */
  stats: RequestState<CommunityStats>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** "My community": how many shops the merchant invited, and how many are effective, VIP, partners. */
export function MyCommunityView({ stats, onBack }: MyCommunityViewProps) {
  const { t } = useTranslation('app');
  return (
    <Page navBar={<NavBar title={t('route.myCommunity')} onBack={onBack} />}>
      <Loadable
        state={stats}
        skeleton={
          <Skeleton variant="custom">
            <SkeletonBlock height="180px" />
          </Skeleton>
        }
      >
        {(data) => <CommunityContent stats={data} />}
      </Loadable>
    </Page>
  );
}
