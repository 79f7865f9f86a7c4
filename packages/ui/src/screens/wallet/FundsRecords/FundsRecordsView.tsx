import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Money } from '@merchant/api';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NavBarButton } from '../../../primitives/NavBar/NavBarAction';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { BILL_TABS, type BillDirection, type BillRow, type BillTab } from './billModel';
import { tokens } from '../../../theme/cssTokens';

const Amount = styled.p<{ $direction: BillDirection }>`
  flex: none;
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $direction }) =>
    $direction === 'in'
      ? theme.colors.tone.success.text
      : $direction === 'out'
        ? theme.colors.tone.danger.text
        : theme.colors.text};
`;

// The sign is part of the text, so the direction reads without colour too.
const SIGN: Record<BillDirection, string> = { in: '+', out: '\u2212', unknown: '' };

function SignedAmount({ direction, amount }: { direction: BillDirection; amount: Money | null }) {
  const { t } = useTranslation('wallet');
  return (
    <Amount $direction={direction}>
      <VisuallyHidden>{t(`funds.direction.${direction}`)} </VisuallyHidden>
      <span aria-hidden="true">{SIGN[direction]}</span>
      <MoneyText value={amount} />
    </Amount>
  );
}

function BillCard({ row }: { row: BillRow }) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  return (
    <RecordCard aria-labelledby={headingId}>
      <RecordHead>
        <h2 id={headingId}>
          {row.title ||
            (row.type === 'unknown'
              ? t('funds.type.unknown', { code: row.typeCode })
              : t(`funds.type.${row.type}`))}
        </h2>
        <SignedAmount direction={row.direction} amount={row.amount} />
      </RecordHead>
      <RecordFields>
        <dt>{t('funds.after')}</dt>
        <dd>
          <MoneyText value={row.after} />
        </dd>
        <dt>{t('funds.time')}</dt>
        <dd>
          <DateText value={row.createdAt} />
        </dd>
        {row.memo && row.memo !== row.title ? (
          <>
            <dt>{t('funds.memo')}</dt>
            <dd>{row.memo}</dd>
          </>
        ) : null}
      </RecordFields>
    </RecordCard>
  );
}

type FundsRecordsViewProps = {
  /** The type shown. */
  tab: BillTab;
  /** Called with the type chosen. */
  onTabChange: (tab: BillTab) => void;
  /** The movements of the type, newest first. */
  list: PagedListModel<BillRow>;
  /** True when there are records on screen to export. */
  canExport: boolean;
  /** Saves the records on screen as CSV. */
  onExport: () => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /fundsRecords: the balance's movements by type (signed amount, balance after, time, memo). */
export function FundsRecordsView({
  tab,
  onTabChange,
  list,
  canExport,
  onExport,
  onBack,
}: FundsRecordsViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <Page
      padding="none"
      navBar={
        <NavBar
          title={t('app:route.fundsRecords')}
          onBack={onBack}
          right={
            <NavBarButton onClick={onExport} disabled={!canExport} label={t('funds.exportLabel')}>
              {t('funds.export')}
            </NavBarButton>
          }
        />
      }
    >
      <Tabs
        items={BILL_TABS.map((key) => ({ key, label: t(`funds.type.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('funds.tabs')}
      >
        <PagedList
          list={list}
          getKey={(row) => row.key}
          label={t('funds.list')}
          skeleton={<Skeleton variant="list" />}
          emptyState={
            tab === 'all' ? (
              <StateBlock kind="empty" preset="noRecords" />
            ) : (
              <StateBlock kind="empty" title={t('funds.emptyFiltered')} />
            )
          }
          renderItem={(row) => <BillCard row={row} />}
        />
      </Tabs>
    </Page>
  );
}
