import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyButton } from '../../../primitives/CopyButton';
import { DateText } from '../../../primitives/DateText';
import { LoadedPage, type LoadedViewProps } from '../../../primitives/Loadable';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { DELIVERY_TONE, type OrderDetailData } from '../shared/orderModel';
import { OrderStatusTags } from '../shared/OrderStatusTags';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};

  & + & {
    margin-top: ${tokens.space.md};
  }

  h2 {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs} ${tokens.space.sm};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};

  strong {
    color: ${tokens.colors.text};
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin-top: ${tokens.space.sm};
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  padding: 0 0 ${tokens.space.lg} ${tokens.space.xl};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  /* The rail and the dot of the timeline. */
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    bottom: -6px;
    left: 5px;
    width: 2px;
    background: ${tokens.colors.border};
  }

  &:last-child::before {
    display: none;
  }

  &::after {
    content: '';
    position: absolute;
    top: 6px;
    left: 1px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${tokens.colors.borderStrong};
  }

  &[data-latest='true'] {
    color: ${tokens.colors.text};
  }

  &[data-latest='true']::after {
    background: ${tokens.colors.accent.solid};
    box-shadow: 0 0 0 3px ${tokens.colors.accent.soft};
  }
`;

const Mark = styled.p`
  font-size: ${tokens.fontSizes.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

function LogisticsSkeleton() {
  return (
    <Skeleton variant="custom">
      <Card>
        <SkeletonLine width="40%" />
        <SkeletonLine width="70%" />
      </Card>
      <Card>
        {[80, 60, 75, 55].map((width) => (
          <SkeletonLine key={width} width={`${width}%`} />
        ))}
      </Card>
    </Skeleton>
  );
}

function Tracking({ order }: { order: OrderDetailData }) {
  const { t } = useTranslation(['orders', 'common']);
  const timelineId = useId();
  const [latest] = order.timeline;
  return (
    <>
      <Card aria-label={t('field.trackingNo')}>
        <Line>
          {t('field.trackingNo')}
          {order.trackingNo ? (
            <>
              <strong>{order.trackingNo}</strong>
              <CopyButton
                text={order.trackingNo}
                label={t('detail.copyTrackingNo', { no: order.trackingNo })}
              />
            </>
          ) : (
            <strong>{t('common:value.none')}</strong>
          )}
        </Line>
        <Line>
          {t('field.orderSn')} <span>{order.sn}</span>
          <OrderStatusTags order={order} />
        </Line>
      </Card>
      <Card aria-labelledby={timelineId}>
        <h2 id={timelineId}>{t('logistics.timeline')}</h2>
        {latest ? (
          <Steps>
            {order.timeline.map((step, index) => (
              <Step key={`${step.step}-${index}`} data-latest={index === 0}>
                <Mark>{step.mark}</Mark>
                <Meta>
                  <DateText value={step.at} />
                  {index === 0 ? <StatusTag tone="info">{t('logistics.latest')}</StatusTag> : null}
                  {step.delivery ? (
                    <StatusTag tone={DELIVERY_TONE[step.delivery]}>
                      {t(`delivery.${step.delivery}`)}
                    </StatusTag>
                  ) : null}
                </Meta>
              </Step>
            ))}
          </Steps>
        ) : (
          <StateBlock
            kind="empty"
            layout="inline"
            title={t('logistics.emptyTitle')}
            description={t('logistics.emptyDescription')}
          />
        )}
      </Card>
    </>
  );
}

/** Tracking number (copyable) and the logistics timeline, newest first. */
export function LogisticsView({ state, onBack }: LoadedViewProps<OrderDetailData>) {
  const { t } = useTranslation('app');
  return (
    <LoadedPage
      title={t('route.logistics')}
      onBack={onBack}
      state={state}
      skeleton={<LogisticsSkeleton />}
    >
      {(order) => <Tracking order={order} />}
    </LoadedPage>
  );
}
