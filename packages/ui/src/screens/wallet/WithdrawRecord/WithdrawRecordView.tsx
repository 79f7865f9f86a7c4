import { useTranslation } from 'react-i18next';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { WithdrawalRecordCard } from '../shared/WithdrawalRecordCard';
import type { WithdrawalFilter, WithdrawalRow } from '../shared/withdrawalModel';
import { WITHDRAWAL_TABS } from './useWithdrawRecord';

type WithdrawRecordViewProps = {
  /** The status filter. */
  tab: WithdrawalFilter;
  /** Called with the filter chosen. */
  onTabChange: (tab: WithdrawalFilter) => void;
  /** The paged withdrawals of the tab, newest first. */
  data: PagedListModel<WithdrawalRow>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The withdrawal records, filtered by status: order number, time, amount, status and note. */
export function WithdrawRecordView({ tab, onTabChange, data, onBack }: WithdrawRecordViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.withdrawRecord')} onBack={onBack} />}>
      <Tabs
        items={WITHDRAWAL_TABS.map((key) => ({ key, label: t(`wallet:record.tab.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('wallet:record.tabs')}
      >
        <PagedList
          list={data}
          getKey={(row) => row.id}
          label={t('wallet:record.list')}
          skeleton={<Skeleton variant="card" />}
          emptyState={
            tab === 'all' ? (
              <StateBlock kind="empty" preset="noRecords" />
            ) : (
              <StateBlock kind="empty" title={t('wallet:record.emptyFiltered')} />
            )
          }
          renderItem={(row) => <WithdrawalRecordCard withdrawal={row} />}
        />
      </Tabs>
    </Page>
  );
}
