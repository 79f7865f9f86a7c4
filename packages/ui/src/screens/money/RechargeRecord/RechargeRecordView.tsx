import { useTranslation } from 'react-i18next';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { DepositRecordCard } from '../shared/DepositRecordCard';
import type { DepositRow } from '../shared/depositModel';
import type { DepositFilter } from '../shared/useDepositRecords';
import { RECORD_TABS } from './useRechargeRecord';

type RechargeRecordViewProps = {
  /** The status filter. */
  tab: DepositFilter;
  /** Called with the filter chosen. */
  onTabChange: (tab: DepositFilter) => void;
  /** The paged deposits of the tab. */
  data: PagedListModel<DepositRow>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The deposit records: order number, time, amount and payment status, filtered by status. */
export function RechargeRecordView({ tab, onTabChange, data, onBack }: RechargeRecordViewProps) {
  const { t } = useTranslation(['money', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.rechargeRecord')} onBack={onBack} />}>
      <Tabs
        items={RECORD_TABS.map((key) => ({ key, label: t(`money:tab.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('money:record.tabs')}
      >
        <PagedList
          list={data}
          getKey={(row) => row.id}
          label={t(`money:tab.${tab}`)}
          skeleton={<Skeleton variant="card" />}
          emptyState={
            tab === 'all' ? (
              <StateBlock kind="empty" preset="noRecords" />
            ) : (
              <StateBlock kind="empty" title={t('money:record.emptyFiltered')} />
            )
          }
          renderItem={(deposit) => <DepositRecordCard deposit={deposit} />}
        />
      </Tabs>
    </Page>
  );
}
