import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { pathTo } from '../../../data/address/paths';
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
import { tokens } from '../../../theme/cssTokens';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.sm} ${tokens.space.lg} ${tokens.space.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${tokens.space.xs};
  min-height: ${tokens.sizes.touch};
`;

// The whole order number, always: merchants read it out to the platform and to buyers.
const Sn = styled.h2`
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  color: ${tokens.colors.text};
  overflow-wrap: anywhere;
`;

const Tags = styled.span`
  margin-inline-start: auto;
`;

const Product = styled(Link)`
  ${pressable}
  display: flex;
  gap: ${tokens.space.md};
  margin-inline: -${tokens.space.sm};
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radii.md};
  color: inherit;
  text-decoration: none;
`;

const ProductText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
`;

const Meta = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: ${tokens.space.sm} 0;
  border-block: 1px solid ${tokens.colors.border};

  div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${tokens.space.xxs};
    min-width: 0;
  }

  dt {
    font-size: ${tokens.fontSizes.xs};
    color: ${tokens.colors.textSecondary};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
    align-items: center;
    margin: 0;
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.medium};
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  min-height: 36px;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
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
