import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import type { RequestState } from '../../../data/kit/requestState';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { NumberText } from '../../../primitives/NumberText';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { Tabs } from '../../../primitives/Tabs';
import { Card, CardTitle, Row, Rows } from '../../../primitives/Card';
import { RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { FinanceChart } from './FinanceChart';
import {
  FINANCE_RANGES,
  type FinanceDay,
  type FinanceRange,
  type FinanceTotals,
} from './financeModel';
import { tokens } from '../../../theme/cssTokens';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.md} 0;
`;

/** The window's totals: skeletons while they load, unavailable when unreadable (never hidden). */
function Totals({ state }: { state: RequestState<FinanceTotals> }) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const totals = state.status === 'ready' ? state.data : null;
  const figure = (pick: (data: FinanceTotals) => FinanceTotals['profit']) =>
    state.status === 'loading' ? (
      <SkeletonLine width="96px" />
    ) : totals ? (
      <MoneyText value={pick(totals)} />
    ) : (
      <NoValue reason="unavailable" />
    );
  return (
    <Card aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <CardTitle id={titleId}>{t('finance.totals')}</CardTitle>
      <Rows>
        <Row data-emphasis="true">
          <dt>{t('finance.unreceived')}</dt>
          <dd>{figure((data) => data.unreceived)}</dd>
        </Row>
        <Row data-emphasis="true">
          <dt>{t('finance.profit')}</dt>
          <dd>{figure((data) => data.profit)}</dd>
        </Row>
      </Rows>
    </Card>
  );
}

function DayCard({ day }: { day: FinanceDay }) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  return (
    <RecordCard aria-labelledby={headingId}>
      <RecordHead>
        <h2 id={headingId}>{day.date}</h2>
      </RecordHead>
      <RecordFields>
        <dt>{t('finance.dayProfit')}</dt>
        <dd>
          <MoneyText value={day.profit} />
        </dd>
        <dt>{t('finance.orders')}</dt>
        <dd>
          <NumberText value={day.orders} />
        </dd>
        <dt>{t('finance.cancelled')}</dt>
        <dd>
          <NumberText value={day.cancelled} />
        </dd>
        <dt>{t('finance.refunded')}</dt>
        <dd>
          <NumberText value={day.refunded} />
        </dd>
      </RecordFields>
    </RecordCard>
  );
}

type FinanceViewProps = {
  /** The time window shown. */
  range: FinanceRange;
  /** Called with the window chosen. */
  onRangeChange: (range: FinanceRange) => void;
  /** The window's totals (the report's first-page summary). */
  totals: RequestState<FinanceTotals>;
  /** The window's days, newest first. */
  days: PagedListModel<FinanceDay>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /finance: totals (unreceived, profit), profit per day as a chart, and the daily rows. */
export function FinanceView({ range, onRangeChange, totals, days, onBack }: FinanceViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.finance')} onBack={onBack} />}>
      <Tabs
        items={FINANCE_RANGES.map((key) => ({ key, label: t(`finance.range.${key}`) }))}
        value={range}
        onChange={onRangeChange}
        label={t('finance.ranges')}
        variant="pill"
      >
        {/* A platform without the report is said once, by the list. */}
        {totals.status === 'failed' && totals.failure.kind === 'notOffered' ? null : (
          <Top>
            <Totals state={totals} />
            {days.status === 'ready' && days.items.length > 1 ? (
              <FinanceChart key={range} days={days.items} />
            ) : null}
          </Top>
        )}
        <PagedList
          list={days}
          getKey={(day) => day.date}
          label={t('finance.daily')}
          skeleton={<Skeleton variant="card" rows={2} />}
          renderItem={(day) => <DayCard day={day} />}
        />
      </Tabs>
    </Page>
  );
}
