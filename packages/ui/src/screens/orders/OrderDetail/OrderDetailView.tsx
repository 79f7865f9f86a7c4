import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pathTo } from '../../../data/address/paths';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { NumberText } from '../../../primitives/NumberText';
import { CopyButton } from '../../../primitives/CopyButton';
import { DateText } from '../../../primitives/DateText';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { Thumbnail } from '../../../primitives/Thumbnail';
import { isWalletPayType, type OrderDetailData } from '../shared/orderModel';
import { OrderStatusTags, SettlementTag } from '../shared/OrderStatusTags';
import { PickFlow } from '../shared/PickFlow';
import type { OrderDetailModel } from './useOrderDetail';
import { tokens } from '../../../theme/cssTokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding-top: ${tokens.space.md};
`;

const Summary = styled.section`
  margin-inline: ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const SnLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;

  li {
    display: flex;
    gap: ${tokens.space.md};
    padding: ${tokens.space.md} ${tokens.space.lg};
  }

  li + li {
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const LineText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
`;

const LineMeta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
`;

const Value = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokens.space.xs};
  color: ${tokens.colors.text};
`;

const Gap = styled.div`
  margin-inline: ${tokens.space.md};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

function DetailSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <Gap>
          <SkeletonLine width="30%" />
          <SkeletonLine width="70%" />
        </Gap>
        <Gap>
          <SkeletonBlock width="72px" height="72px" />
          <SkeletonLine width="80%" />
        </Gap>
        <Gap>
          {[60, 45, 70, 50, 65].map((width) => (
            <SkeletonLine key={width} width={`${width}%`} />
          ))}
        </Gap>
      </Stack>
    </Skeleton>
  );
}

type ReadyProps = { order: OrderDetailData; blockedByClosedShop: boolean };

function Ready({ order, blockedByClosedShop }: ReadyProps) {
  const { t } = useTranslation(['orders', 'common']);
  const snId = useId();
  const payType = isWalletPayType(order.payType) ? t('payType.wallet') : order.payType;
  const shipping = order.delivery
    ? t(`delivery.${order.delivery}`)
    : order.stage !== 'unknown'
      ? t(`stage.${order.stage}`)
      : order.statusCode
        ? t('stage.unknown', { code: order.statusCode })
        : t('common:value.none');
  return (
    <Stack>
      <Summary aria-labelledby={snId}>
        <OrderStatusTags order={order} />
        <SnLine>
          <Muted>{t('field.orderSn')}</Muted>
          <h2 id={snId}>{order.sn}</h2>
          <CopyButton text={order.sn} label={t('list.copySn', { sn: order.sn })} />
        </SnLine>
        {blockedByClosedShop ? <ShopClosedNotice /> : null}
      </Summary>

      <CellGroup title={t('detail.products')} layout="inset">
        <Lines>
          {order.lines.map((line, index) => (
            <li key={`${index}-${line.title}`}>
              <Thumbnail src={line.image} size={72} />
              <LineText>
                <span>{line.title}</span>
                <LineMeta>
                  <span>
                    {t('field.lineTotal')} <MoneyText value={line.total} />
                  </span>
                  <span>
                    {line.quantity === null ? <NoValue /> : t('quantity', { count: line.quantity })}
                  </span>
                </LineMeta>
              </LineText>
            </li>
          ))}
        </Lines>
      </CellGroup>

      <CellGroup title={t('detail.amounts')} layout="inset">
        <Cell
          label={t('field.quantity')}
          value={
            <Value>
              <NumberText value={order.quantity} />
            </Value>
          }
        />
        <Cell label={t('field.totalCost')} value={<MoneyText value={order.cost} />} />
        {/* The platform sends one figure, total_price, for the selling price and the total paid. */}
        <Cell label={t('field.sellingPrice')} value={<MoneyText value={order.price} />} />
        <Cell
          label={t('field.earnings')}
          value={
            <Value>
              <MoneyText value={order.profit} tone="profit" />
              <SettlementTag settlement={order.settlement} />
            </Value>
          }
        />
        <Cell label={t('field.totalPayment')} value={<MoneyText value={order.price} />} />
        <Cell label={t('field.payType')} value={payType} />
      </CellGroup>

      <CellGroup title={t('detail.shipping')} layout="inset">
        <Cell label={t('field.receiver')} value={order.buyerName} />
        <Cell label={t('field.phone')} value={order.buyerPhone} />
        <Cell label={t('field.address')} value={order.address} />
      </CellGroup>

      <CellGroup title={t('detail.info')} layout="inset">
        <Cell label={t('field.orderTime')} value={<DateText value={order.createdAt} />} />
        <Cell label={t('field.pickTime')} value={<DateText value={order.pickedAt} />} />
        <Cell label={t('field.shippingStatus')} value={shipping} />
        <Cell
          label={t('field.settlement')}
          value={order.settlement ? t(`settlement.${order.settlement}`) : t('common:value.none')}
        />
        <Cell
          label={t('field.trackingNo')}
          value={
            order.trackingNo ? (
              <Value>
                {order.trackingNo}
                <CopyButton
                  text={order.trackingNo}
                  label={t('detail.copyTrackingNo', { no: order.trackingNo })}
                />
              </Value>
            ) : (
              t('common:value.none')
            )
          }
        />
        <Cell label={t('detail.viewLogistics')} href={pathTo('logistics', { id: order.id })} />
      </CellGroup>
    </Stack>
  );
}

type OrderDetailViewProps = ModelViewProps<OrderDetailModel>;

/** An order: status, products, money, buyer, shipping, tracking and the pick action. */
export function OrderDetailView({ model, onBack }: OrderDetailViewProps) {
  const { t } = useTranslation(['orders', 'app', 'common']);
  const { state, flow } = model;
  const order = state.status === 'ready' ? state.data : null;
  return (
    <Page
      padding="none"
      navBar={<NavBar title={t('app:route.orderDetail')} onBack={onBack} />}
      footer={
        order && model.canPick ? (
          <BottomBar
            summary={
              <>
                {t('field.totalCost')} <MoneyText value={order.cost} />
              </>
            }
          >
            <Button
              busy={flow.busy}
              aria-label={t('list.pickOrder', { sn: order.sn })}
              onClick={() => flow.start([{ id: order.id, sn: order.sn, cost: order.cost }])}
            >
              {t('list.pick')}
            </Button>
          </BottomBar>
        ) : undefined
      }
    >
      <Loadable state={state} skeleton={<DetailSkeleton />}>
        {(data) => <Ready order={data} blockedByClosedShop={model.blockedByClosedShop} />}
      </Loadable>
      <PickFlow flow={flow} />
    </Page>
  );
}
