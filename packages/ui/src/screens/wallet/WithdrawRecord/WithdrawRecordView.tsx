import { useTranslation } from 'react-i18next';
import { RecordsPage, type RecordsViewProps } from '../../../primitives/RecordsPage';
import { WithdrawalRecordCard } from '../shared/WithdrawalRecordCard';
import type { WithdrawalFilter, WithdrawalRow } from '../shared/withdrawalModel';
import { WITHDRAWAL_TABS } from './useWithdrawRecord';

type WithdrawRecordViewProps = RecordsViewProps<WithdrawalRow, WithdrawalFilter>;

/** The withdrawal records, filtered by status: order number, time, amount, status and note. */
export function WithdrawRecordView({ tab, onTabChange, data, onBack }: WithdrawRecordViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <RecordsPage
      title={t('app:route.withdrawRecord')}
      onBack={onBack}
      tabs={WITHDRAWAL_TABS}
      tabLabel={(key) => t(`wallet:record.tab.${key}`)}
      tabsLabel={t('wallet:record.tabs')}
      tab={tab}
      onTabChange={onTabChange}
      list={data}
      listLabel={t('wallet:record.list')}
      getKey={(row) => row.id}
      renderItem={(row) => <WithdrawalRecordCard withdrawal={row} />}
      emptyPreset="noRecords"
      emptyFilteredTitle={t('wallet:record.emptyFiltered')}
    />
  );
}
