import { useTranslation } from 'react-i18next';
import type { PagedList as PagedListModel } from '../../../data/pagedList';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { WithdrawalRecordCard } from '../shared/WithdrawalRecordCard';
import type { WithdrawalRow } from '../shared/withdrawalModel';

type WithdrawRecordViewProps = {
  /** The paged withdrawals, newest first. */
  data: PagedListModel<WithdrawalRow>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The withdrawal records: order number, time, amount, fee, received and status. */
export function WithdrawRecordView({ data, onBack }: WithdrawRecordViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.withdrawRecord')} onBack={onBack} />}>
      <PagedList
        list={data}
        getKey={(row) => row.id}
        label={t('record.list')}
        skeleton={<Skeleton variant="card" />}
        emptyState={<StateBlock kind="empty" preset="noRecords" />}
        renderItem={(row) => <WithdrawalRecordCard withdrawal={row} />}
      />
    </Page>
  );
}
