import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { LoadedPage, type LoadedViewProps } from '../../../primitives/Loadable';
import { NumberText } from '../../../primitives/NumberText';
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

/** "My community": how many shops the merchant invited, and how many are effective, VIP, partners. */
export function MyCommunityView({ state, onBack }: LoadedViewProps<CommunityStats>) {
  const { t } = useTranslation('app');
  return (
    <LoadedPage
      title={t('route.myCommunity')}
      onBack={onBack}
      state={state}
      skeleton={
        <Skeleton variant="custom">
          <SkeletonBlock height="180px" />
        </Skeleton>
      }
    >
      {(data) => <CommunityContent stats={data} />}
    </LoadedPage>
  );
}
