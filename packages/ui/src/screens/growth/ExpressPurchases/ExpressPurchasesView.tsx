import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PagedList as PagedListModel } from '../../../data/pagedList';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { PURCHASE_TONE, type ExpressPurchaseRow } from '../shared/expressModel';
import { CardHead } from '../shared/parts';
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

  h2 {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.medium};
    overflow-wrap: anywhere;
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
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

function PurchaseCard({ purchase }: { purchase: ExpressPurchaseRow }) {
  const { t } = useTranslation('growth');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHead>
        <h2 id={titleId}>{purchase.name || t('purchases.unnamed')}</h2>
        {purchase.status && (
          <StatusTag tone={PURCHASE_TONE[purchase.status]}>
            {purchase.status === 'unknown'
              ? t('purchases.status.unknown', { code: purchase.statusCode })
              : t(`purchases.status.${purchase.status}`)}
          </StatusTag>
        )}
      </CardHead>
      <Fields>
        <dt>{t('purchases.amount')}</dt>
        <dd>
          <MoneyText value={purchase.amount} />
        </dd>
        <dt>{t('purchases.time')}</dt>
        <dd>
          <DateText value={purchase.boughtAt} />
        </dd>
      </Fields>
    </Card>
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
