import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { Tabs } from '../../../primitives/Tabs';
import { REFUND_TABS, REFUND_TONE, type RefundRow, type RefundTab } from './refundModel';
import type { PagedList as PagedListModel } from '../../../data/pagedList';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};

  h2 {
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Amount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.xl};
  font-weight: ${tokens.fontWeights.semibold};

  span:first-child {
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.regular};
    color: ${tokens.colors.textSecondary};
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function RefundCard({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation('orders');
  const snId = useId();
  return (
    <Card aria-labelledby={snId}>
      <Head>
        <h2 id={snId}>
          {t('refund.field.refundSn')} {refund.sn}
        </h2>
        <StatusTag tone={REFUND_TONE[refund.status]}>
          {refund.status === 'unknown'
            ? t('refund.status.unknown', { code: refund.statusCode })
            : t(`refund.status.${refund.status}`)}
        </StatusTag>
      </Head>
      <Amount>
        <span>{t('refund.field.amount')}</span>
        <MoneyText value={refund.amount} />
      </Amount>
      <Fields>
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
      </Fields>
    </Card>
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
