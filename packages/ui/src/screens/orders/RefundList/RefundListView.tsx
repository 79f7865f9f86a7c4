import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { RecordAmount, RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { StatusTag } from '../../../primitives/StatusTag';
import { Tabs } from '../../../primitives/Tabs';
import { REFUND_TABS, REFUND_TONE, type RefundRow, type RefundTab } from './refundModel';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';

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

type RefundListViewProps = {
  /** The status filter. */
  tab: RefundTab;
  /** Called with the filter chosen. */
  onTabChange: (tab: RefundTab) => void;
  /** The paged refunds of the tab. */
  data: PagedListModel<RefundRow>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The refund orders: amount, reason, goods status and refund status, filtered by status. */
export function RefundListView({ tab, onTabChange, data, onBack }: RefundListViewProps) {
  const { t } = useTranslation(['orders', 'app', 'common']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.refundRequest')} onBack={onBack} />}>
      <Tabs
        items={REFUND_TABS.map((key) => ({ key, label: t(`refund.tab.${key}`) }))}
        value={tab}
        onChange={onTabChange}
        label={t('refund.tabs')}
      >
        <PagedList
          list={data}
          getKey={(row) => row.key}
          label={t(`refund.tab.${tab}`)}
          skeleton={<Skeleton variant="card" />}
          emptyState={
            tab === 'all' ? (
              <StateBlock kind="empty" preset="noRefunds" />
            ) : (
              <StateBlock kind="empty" title={t('refund.emptyFiltered')} />
            )
          }
          renderItem={(refund) => <RefundCard refund={refund} />}
        />
      </Tabs>
    </Page>
  );
}
