import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock } from '../../../primitives/Skeleton';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { RewardLevels } from '../shared/RewardLevels';
import { WorkedExample } from '../shared/WorkedExample';
import type { Rewards } from './useRewards';
import { tokens } from '../../../theme/cssTokens';

/** The two reward pages: the rewards (/recommendedGifts) and their rules (/recommendedRules). */
export type RewardsPage = 'recommendedGifts' | 'recommendedRules';

const RULES = ['levels', 'automatic', 'rates', 'internal'] as const;

const Rules = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding-inline-start: ${tokens.space.xl};
  list-style: decimal;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

function GiftsIntro() {
  const { t } = useTranslation('team');
  const titleId = useId();
  return (
    <RaisedCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('gifts.title')}</CardTitle>
      <CardNote>{t('gifts.intro')}</CardNote>
      <LinkButton href={PATHS.teamInvitation} variant="primary" block>
        {t('gifts.invite')}
      </LinkButton>
    </RaisedCard>
  );
}

function RulesList() {
  const { t } = useTranslation('team');
  const titleId = useId();
  return (
    <RaisedCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('rules.title')}</CardTitle>
      <Rules>
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.item.${rule}`)}</li>
        ))}
      </Rules>
    </RaisedCard>
  );
}

function RewardsContent({ page, rewards }: { page: RewardsPage; rewards: Rewards }) {
  const { t } = useTranslation(['team', 'app']);
  const gifts = page === 'recommendedGifts';
  return (
    <Stack>
      {gifts ? <GiftsIntro /> : null}
      <RewardLevels rates={rewards.rates} counts={gifts ? rewards.levelCounts : undefined} />
      <WorkedExample example={rewards.example} />
      {gifts ? (
        <LinkButton href={PATHS.recommendedRules} block>
          {t('app:route.recommendedRules')}
        </LinkButton>
      ) : (
        <LinkButton href={PATHS.teamInvitation} variant="primary" block>
          {t('gifts.invite')}
        </LinkButton>
      )}
    </Stack>
  );
}

type RewardsViewProps = {
  /** Which page: the rewards or their rules. */
  page: RewardsPage;
  /** The rates, the member counts and the worked example. */
  rewards: RequestState<Rewards>;
  /** Back to the previous page. */
  onBack: () => void;
};

/**
 * The referral rewards or their rules: two levels at the server's rates, and the worked example.
 * The rules are the app's own text, so /recommendedRules shows them at once, whatever team/info
 * answers; only the rates and the example wait for it.
 */
export function RewardsView({ page, rewards, onBack }: RewardsViewProps) {
  const { t } = useTranslation('app');
  const rules = page === 'recommendedRules';
  const content = (
    <Loadable
      state={rewards}
      layout={rules ? 'inline' : 'page'}
      skeleton={
        <Skeleton variant="custom">
          <Stack>
            <SkeletonBlock height="140px" />
            <SkeletonBlock height="180px" />
            <SkeletonBlock height="200px" />
          </Stack>
        </Skeleton>
      }
    >
      {(data) => <RewardsContent page={page} rewards={data} />}
    </Loadable>
  );
  return (
    <Page navBar={<NavBar title={t(`route.${page}`)} onBack={onBack} />}>
      {rules ? (
        <Stack>
          <RulesList />
          {content}
        </Stack>
      ) : (
        content
      )}
    </Page>
  );
}
