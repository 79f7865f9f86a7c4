import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import { StatusTag } from '../../../primitives/StatusTag';
import { PURCHASE_TONE, type ExpressPurchaseRow } from '../shared/expressModel';

function PurchaseCard({ purchase }: { purchase: ExpressPurchaseRow }) {
  const { t } = useTranslation('growth');
  const titleId = useId();
  return (
    <RecordCard aria-labelledby={titleId}>
      <RecordHead data-heading="name">
        <h2 id={titleId}>{purchase.name || t('purchases.unnamed')}</h2>
        {purchase.status && (
          <StatusTag tone={PURCHASE_TONE[purchase.status]}>
            {purchase.status === 'unknown'
              ? t('purchases.status.unknown', { code: purchase.statusCode })
              : t(`purchases.status.${purchase.status}`)}
          </StatusTag>
        )}
      </RecordHead>
      <RecordFields data-align="end">
        <dt>{t('purchases.amount')}</dt>
        <dd>
          <MoneyText value={purchase.amount} />
        </dd>
        <dt>{t('purchases.time')}</dt>
        <dd>
          <DateText value={purchase.boughtAt} />
        </dd>
      </RecordFields>
    </RecordCard>
  );
}

type ExpressPurchasesViewProps = {
  /** The paged purchases. */
  purchases: PagedListModel<ExpressPurchaseRow>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /buyTrainBill: the express-lane purchases (package, time, amount, status), paged. */
export function ExpressPurchasesView({ purchases, onBack }: ExpressPurchasesViewProps) {
  const { t } = useTranslation(['growth', 'app']);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.buyTrainBill')} onBack={onBack} />}>
      <PagedList
        list={purchases}
        getKey={(row) => row.key}
        label={t('purchases.list')}
        skeleton={<Skeleton variant="card" />}
        emptyState={<StateBlock kind="empty" preset="noRecords" />}
        renderItem={(purchase) => <PurchaseCard purchase={purchase} />}
      />
    </Page>
  );
}
