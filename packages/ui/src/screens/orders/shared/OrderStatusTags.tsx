import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StatusTag } from '../../../primitives/StatusTag';
import { DELIVERY_TONE, STAGE_TONE, type OrderRow } from './orderModel';
import { tokens } from '../../../theme/cssTokens';

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.xs};
`;

type OrderStatusTagsProps = {
  /** The order whose stage (and delivery sub-status, once shipped) is shown. */
  order: Pick<OrderRow, 'stage' | 'statusCode' | 'delivery'>;
};

/**
 * The status tag of an order (an unknown code as "unknown status (9)", never guessed; no tag when
 * the server sent no status), plus its delivery sub-status when it has shipped.
 */
export function OrderStatusTags({ order }: OrderStatusTagsProps) {
  const { t } = useTranslation('orders');
  const noStatus = order.stage === 'unknown' && order.statusCode === '';
  return (
    <Tags>
      {noStatus ? null : (
        <StatusTag tone={STAGE_TONE[order.stage]}>
          {order.stage === 'unknown'
            ? t('stage.unknown', { code: order.statusCode })
            : t(`stage.${order.stage}`)}
        </StatusTag>
      )}
      {order.delivery ? (
        <StatusTag tone={DELIVERY_TONE[order.delivery]}>
          {t(`delivery.${order.delivery}`)}
        </StatusTag>
      ) : null}
    </Tags>
  );
}

type SettlementTagProps = {
  /** The order's settlement, or null when its earnings are not settling yet. */
  settlement: OrderRow['settlement'];
};

/** "Pending settlement" / "settled" next to the earnings. */
export function SettlementTag({ settlement }: SettlementTagProps) {
  const { t } = useTranslation('orders');
  if (!settlement) return null;
  return (
    <StatusTag tone={settlement === 'settled' ? 'success' : 'warning'}>
      {t(`settlement.${settlement}`)}
    </StatusTag>
  );
}
