import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { RecordAmount, RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { StatusTag } from '../../../primitives/StatusTag';
import { RecordsPage, type RecordsViewProps } from '../../../primitives/RecordsPage';
import { REFUND_TABS, REFUND_TONE, type RefundRow, type RefundTab } from './refundModel';

function RefundCard({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation('orders');
  const snId = useId();
  return (
    <RecordCard aria-labelledby={snId}>
      <RecordHead>
        <h2 id={snId}>
          {t('refund.field.refundSn')} {refund.sn}
        </h2>
        <StatusTag tone={REFUND_TONE[refund.status]}>
          {refund.status === 'unknown'
            ? t('refund.status.unknown', { code: refund.statusCode })
            : t(`refund.status.${refund.status}`)}
        </StatusTag>
      </RecordHead>
      <RecordAmount>
        <span>{t('refund.field.amount')}</span>
        <MoneyText value={refund.amount} />
      </RecordAmount>
      <RecordFields>
        <dt>{t('refund.field.reason')}</dt>
        <dd>{refund.reason}</dd>
        <dt>{t('refund.field.goodsStatus')}</dt>
        <dd>
          <StatusTag tone={refund.goodsReceived ? 'success' : 'neutral'}>
            {t(refund.goodsReceived ? 'refund.goods.received' : 'refund.goods.notReceived')}
          </StatusTag>
        </dd>
        <dt>{t('refund.field.applyTime')}</dt>
        <dd>
          <DateText value={refund.appliedAt} />
        </dd>
      </RecordFields>
    </RecordCard>
  );
}

type RefundListViewProps = RecordsViewProps<RefundRow, RefundTab>;

/** The refund orders: amount, reason, goods status and refund status, filtered by status. */
export function RefundListView({ tab, onTabChange, data, onBack }: RefundListViewProps) {
  const { t } = useTranslation(['orders', 'app', 'common']);
  return (
    <RecordsPage
      title={t('app:route.refundRequest')}
      onBack={onBack}
      tabs={REFUND_TABS}
      tabLabel={(key) => t(`refund.tab.${key}`)}
      tabsLabel={t('refund.tabs')}
      tab={tab}
      onTabChange={onTabChange}
      list={data}
      listLabel={t(`refund.tab.${tab}`)}
      getKey={(row) => row.key}
      renderItem={(refund) => <RefundCard refund={refund} />}
      emptyPreset="noRefunds"
      emptyFilteredTitle={t('refund.emptyFiltered')}
    />
  );
}
