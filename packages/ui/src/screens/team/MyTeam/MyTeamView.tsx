import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import { DateText } from '../../../primitives/DateText';
import { LinkButton } from '../../../primitives/LinkButton';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NumberText } from '../../../primitives/NumberText';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { SearchBox } from '../../../primitives/SearchBox';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { StatusTag } from '../../../primitives/StatusTag';
import { Tabs } from '../../../primitives/Tabs';
import { RaisedCard } from '../../../primitives/Card';
import { Figures } from '../shared/parts';
import { TEAM_LEVELS } from '../shared/teamInfo';
import { MEMBER_SEARCH_MAX } from './teamFilters';
import type { MyTeamModel, TeamMemberRow, TeamSummary } from './useMyTeam';
import { tokens } from '../../../theme/cssTokens';

const Summary = styled(RaisedCard)`
  margin: ${tokens.space.md};
`;

const Counts = styled.p`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

function SummaryBlock({ summary }: { summary: TeamSummary }) {
  const { t } = useTranslation('team');
  return (
    <>
      <Figures>
        <div>
          <dt>{t('team.total')}</dt>
          <dd>
            <NumberText value={summary.teamTotal} />
          </dd>
        </div>
        <div>
          <dt>{t('team.revenue')}</dt>
          <dd>
            <MoneyText value={summary.revenue} />
          </dd>
        </div>
      </Figures>
      <Counts>
        {t('team.level1Count')} <NumberText value={summary.levelCounts[1]} /> ·{' '}
        {t('team.level2Count')} <NumberText value={summary.levelCounts[2]} />
      </Counts>
    </>
  );
}

function MemberCard({ member }: { member: TeamMemberRow }) {
  const { t } = useTranslation('team');
  const nameId = useId();
  return (
    <RecordCard aria-labelledby={nameId}>
      <RecordHead data-heading="name">
        <h2 id={nameId}>{member.name}</h2>
        <StatusTag tone={member.level === 1 ? 'info' : 'neutral'}>
          {member.level === 'unknown'
            ? t('member.levelUnknown', { code: member.levelCode })
            : t(`member.level.${member.level}`)}
        </StatusTag>
      </RecordHead>
      <RecordFields>
        <dt>{t('member.income')}</dt>
        <dd>
          <MoneyText value={member.income} />
        </dd>
        <dt>{t('member.orders')}</dt>
        <dd>
          <NumberText value={member.orders} />
        </dd>
        <dt>{t('member.joined')}</dt>
        <dd>
          <DateText value={member.joinedAt} />
        </dd>
      </RecordFields>
    </RecordCard>
  );
}

type MyTeamViewProps = ModelViewProps<MyTeamModel>;

/** "My team": team total and revenue, then the members of level 1 or 2, searchable by name. */
export function MyTeamView({ model, onBack }: MyTeamViewProps) {
  const { t } = useTranslation(['team', 'app']);
  const { level, search, searching, summary, members } = model;
  const navBar = <NavBar title={t('app:route.myTeam')} onBack={onBack} />;
  // A platform without team/* answers both calls so: one notice, not a search over nothing.
  if (
    summary.status === 'failed' &&
    summary.failure.kind === 'notOffered' &&
    members.status === 'failed' &&
    members.failure.kind === 'notOffered'
  ) {
    return (
      <Page navBar={navBar}>
        <FailureBlock failure={summary.failure} />
      </Page>
    );
  }
  return (
    <Page padding="none" navBar={navBar}>
      <Summary aria-label={t('team.summary')}>
        <Loadable
          state={summary}
          layout="inline"
          skeleton={
            <Skeleton variant="custom">
              <SkeletonLine width="60%" />
              <SkeletonLine width="40%" />
            </Skeleton>
          }
        >
          {(data) => <SummaryBlock summary={data} />}
        </Loadable>
      </Summary>
      <SearchBox
        value={search.text}
        onChange={search.change}
        onSubmit={search.submit}
        onClear={search.clear}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        clearLabel={t('search.clear')}
        maxLength={MEMBER_SEARCH_MAX}
      />
      <Tabs
        items={TEAM_LEVELS.map((key) => ({ key: String(key), label: t(`members.tab.${key}`) }))}
        value={String(level)}
        onChange={(key) => model.selectLevel(key === '2' ? 2 : 1)}
        label={t('members.tabs')}
      >
        <PagedList
          list={members}
          getKey={(member) => member.id}
          label={t(`members.tab.${level}`)}
          skeleton={<Skeleton variant="card" />}
          emptyState={
            searching ? (
              <StateBlock kind="empty" title={t('members.noMatch', { search: searching })} />
            ) : (
              <StateBlock
                kind="empty"
                preset="noData"
                description={t('members.emptyHint')}
                action={
                  <LinkButton href={PATHS.teamInvitation} variant="primary">
                    {t('members.invite')}
                  </LinkButton>
                }
              />
            )
          }
          renderItem={(member) => <MemberCard member={member} />}
        />
      </Tabs>
    </Page>
  );
}
