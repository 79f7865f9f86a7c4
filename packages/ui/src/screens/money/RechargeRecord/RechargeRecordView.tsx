import { useTranslation } from 'react-i18next';
import { RecordsPage, type RecordsViewProps } from '../../../primitives/RecordsPage';
import { DepositRecordCard } from '../shared/DepositRecordCard';
import type { DepositRow } from '../shared/depositModel';
import type { DepositFilter } from '../shared/useDepositRecords';
import { RECORD_TABS } from './useRechargeRecord';

type RechargeRecordViewProps = RecordsViewProps<DepositRow, DepositFilter>;

/** The deposit records: order number, time, amount and payment status, filtered by status. */
export function RechargeRecordView({ tab, onTabChange, data, onBack }: RechargeRecordViewProps) {
  const { t } = useTranslation(['money', 'app']);
  return (
    <RecordsPage
      title={t('app:route.rechargeRecord')}
      onBack={onBack}
      tabs={RECORD_TABS}
      tabLabel={(key) => t(`money:tab.${key}`)}
      tabsLabel={t('money:record.tabs')}
      tab={tab}
      onTabChange={onTabChange}
      list={data}
      listLabel={t(`money:tab.${tab}`)}
      getKey={(row) => row.id}
      renderItem={(deposit) => <DepositRecordCard deposit={deposit} />}
      emptyPreset="noRecords"
      emptyFilteredTitle={t('money:record.emptyFiltered')}
    />
  );
}
