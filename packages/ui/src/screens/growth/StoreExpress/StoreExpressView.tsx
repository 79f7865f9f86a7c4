import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import type { PaymentFlowModel } from '../../../data/kit/paymentFlow';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { NoValue } from '../../../primitives/NoValue';
import { Page } from '../../../primitives/Page';
import { PaymentFlow } from '../../../primitives/PaymentFlow';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import type { ExpressPackageRow } from '../shared/expressModel';
import { CardHead, CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { Facts } from '../shared/parts';
import { tokens } from '../../../theme/cssTokens';

const RecordsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.sm};
  color: ${tokens.colors.accent.text};
  font-size: ${tokens.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type PackageCardProps = {
  pack: ExpressPackageRow;
  shopClosed: boolean;
  busy: boolean;
  onBuy: (pack: ExpressPackageRow) => void;
};

function PackageCard({ pack, shopClosed, busy, onBuy }: PackageCardProps) {
  const { t } = useTranslation('growth');
  const titleId = useId();
  return (
    <li>
      <RaisedCard aria-labelledby={titleId}>
        <CardHead>
          <CardTitle id={titleId}>{pack.name}</CardTitle>
        </CardHead>
        <Facts>
          <div>
            <dt>{t('express.price')}</dt>
            <dd>
              <MoneyText value={pack.price} />
            </dd>
          </div>
          <div>
            <dt>{t('express.orders')}</dt>
            <dd>
              {pack.orders === null ? (
                <NoValue reason="unavailable" />
              ) : (
                t('express.ordersValue', { count: pack.orders })
              )}
            </dd>
          </div>
          <div>
            <dt>{t('express.duration')}</dt>
            <dd>
              {pack.hours === null ? (
                <NoValue reason="unavailable" />
              ) : (
                t('express.hours', { count: pack.hours })
              )}
            </dd>
          </div>
        </Facts>
        <Button block disabled={shopClosed} busy={busy} onClick={() => onBuy(pack)}>
          {t('express.buy')}
        </Button>
      </RaisedCard>
    </li>
  );
}

type StoreExpressViewProps = {
  /** The packages on offer. */
  packages: RequestState<ExpressPackageRow[]>;
  /** The shop is closed: the packages are shown but cannot be bought. */
  shopClosed: boolean;
  /** The purchase payment (quote, payment password). */
  flow: PaymentFlowModel<number>;
  /** Starts buying a package. */
  onBuy: (pack: ExpressPackageRow) => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /storeExpress: express-lane packages (name, price, orders, duration) and buying one. */
export function StoreExpressView({
  packages,
  shopClosed,
  flow,
  onBuy,
  onBack,
}: StoreExpressViewProps) {
  const { t } = useTranslation(['growth', 'app']);
  const buying = flow.busy ? (flow.payment?.vars ?? null) : null;
  return (
    <Page
      navBar={
        <NavBar
          title={t('app:route.storeExpress')}
          onBack={onBack}
          right={<RecordsLink href={PATHS.buyTrainBill}>{t('express.records')}</RecordsLink>}
        />
      }
    >
      <Stack>
        {shopClosed ? <ShopClosedNotice withTitle /> : null}
        <CardNote>{t('express.intro')}</CardNote>
        <Loadable
          state={packages}
          skeleton={<Skeleton variant="card" rows={3} />}
          empty={<StateBlock kind="empty" title={t('express.empty')} />}
        >
          {(rows) => (
            <List aria-label={t('express.list')}>
              {rows.map((pack) => (
                <PackageCard
                  key={pack.id}
                  pack={pack}
                  shopClosed={shopClosed}
                  busy={buying === pack.id}
                  onBuy={onBuy}
                />
              ))}
            </List>
          )}
        </Loadable>
      </Stack>
      <PaymentFlow
        flow={flow}
        title={t('express.flow.title')}
        intro={t('express.flow.intro')}
        itemLabel={t('express.flow.item')}
        paying={t('express.flow.paying')}
        closedTitle={t('express.flow.closedTitle')}
      />
    </Page>
  );
}
