import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { pathTo } from '../../../data/paths';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { CopyButton } from '../../../primitives/CopyButton';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { NoValue } from '../../../primitives/NoValue';
import { Thumbnail } from '../../../primitives/Thumbnail';
import { pressable } from '../../../theme';
import type { OrderRow } from '../shared/orderModel';
import { OrderStatusTags, SettlementTag } from '../shared/OrderStatusTags';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touch};
`;

// The whole order number, always: merchants read it out to the platform and to buyers.
const Sn = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Tags = styled.span`
  margin-inline-start: auto;
`;

const Product = styled(Link)`
  ${pressable}
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-inline: -${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
`;

const ProductText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};

  div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 36px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

type OrderCardProps = {
  /** The order. */
  order: OrderRow;
  /** Shows the batch checkbox with this state (awaiting-pickup tab of an open shop). */
  selected?: boolean;
  /** Called with the order when its checkbox is ticked or unticked. */
  onSelect?: (order: OrderRow, checked: boolean) => void;
  /** Shows the pick button (an awaiting-pickup order of an open shop); called with the order. */
  onPick?: (order: OrderRow) => void;
  /** A pick of this order is in flight: its button is busy. */
  picking?: boolean;
  /** Another pick is in flight: the button is disabled. */
  pickDisabled?: boolean;
  /** On the first screen: its picture loads at once (see `Thumbnail`). */
  priority?: boolean;
};

/**
 * One order in the list: number (copyable), product, money, time, status, pick. Drawn again
 * only when one of its props changes (the callbacks take the order, so they can stay the same
 * for every card): loading the next page does not draw the cards already shown again.
 */
export const OrderCard = memo(function OrderCard({
  order,
  selected,
  onSelect,
  onPick,
  picking = false,
  pickDisabled = false,
  priority = false,
}: OrderCardProps) {
  const { t } = useTranslation('orders');
  const snId = useId();
  const [first] = order.lines;
  const more = order.lines.length - 1;
  return (
    <Card aria-labelledby={snId}>
      <Head>
        {onSelect ? (
          <Checkbox
            label={t('list.select', { sn: order.sn })}
            labelVisibility="hidden"
            checked={selected === true}
            onChange={(checked) => onSelect(order, checked)}
          />
        ) : null}
        <Sn id={snId}>{order.sn}</Sn>
        <CopyButton text={order.sn} label={t('list.copySn', { sn: order.sn })} />
        <Tags>
          <OrderStatusTags order={order} />
        </Tags>
      </Head>
      <Product href={pathTo('orderDetail', { id: order.id })}>
        {first ? <Thumbnail src={first.image} size={64} priority={priority} /> : null}
        <ProductText>
          <Title>{first?.title ?? t('list.open', { sn: order.sn })}</Title>
          <Meta>
            {order.quantity === null ? <NoValue /> : t('quantity', { count: order.quantity })}
            {more > 0 ? ` · ${t('list.moreProducts', { count: order.lines.length })}` : ''}
          </Meta>
        </ProductText>
      </Product>
      <Figures>
        <div>
          <dt>{t('field.totalCost')}</dt>
          <dd>
            <MoneyText value={order.cost} />
          </dd>
        </div>
        <div>
          <dt>{t('field.sellingPrice')}</dt>
          <dd>
            <MoneyText value={order.price} />
          </dd>
        </div>
        <div>
          <dt>{t('field.earnings')}</dt>
          <dd>
            <MoneyText value={order.profit} tone="profit" />
            <SettlementTag settlement={order.settlement} />
          </dd>
        </div>
      </Figures>
      <Foot>
        <span>
          {t('field.orderTime')} <DateText value={order.createdAt} />
        </span>
        {onPick ? (
          <Button
            size="sm"
            busy={picking}
            disabled={pickDisabled}
            aria-label={t('list.pickOrder', { sn: order.sn })}
            onClick={() => onPick(order)}
          >
            {t('list.pick')}
          </Button>
        ) : null}
      </Foot>
    </Card>
  );
});
