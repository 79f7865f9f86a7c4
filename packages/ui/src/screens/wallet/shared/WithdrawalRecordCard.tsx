import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { StatusTag } from '../../../primitives/StatusTag';
import { RecordCard, RecordHead, Fields } from './parts';
import { WITHDRAWAL_TONE, withdrawalUnit, type WithdrawalRow } from './withdrawalModel';
import { tokens } from '../../../theme/cssTokens';

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

const Flat = styled(RecordCard)`
  margin: 0;
  box-shadow: none;
  border: 1px solid ${tokens.colors.border};
`;

type WithdrawalRecordCardProps = {
  /** The withdrawal shown. */
  withdrawal: WithdrawalRow;
  /** Drawn with a border instead of a shadow, without outer margins (inside another card). */
  flat?: boolean;
  /** The level of the order-number heading (default 2; 3 inside a titled section). */
  headingLevel?: 2 | 3;
};

/**
 * One withdrawal: order number, status, amount, fee, what arrives (in CNY to a bank, in USDT on a
 * chain), time and the reviewer's note.
 */
export function WithdrawalRecordCard({
  withdrawal,
  flat = false,
  headingLevel = 2,
}: WithdrawalRecordCardProps) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const Card = flat ? Flat : RecordCard;
  const Heading = `h${headingLevel}` as const;
  const unit = withdrawalUnit(withdrawal.currency);
  return (
    <Card aria-labelledby={headingId}>
      <RecordHead>
        <Heading id={headingId}>
          {t('record.orderNo')} {withdrawal.sn}
        </Heading>
        <StatusTag tone={WITHDRAWAL_TONE[withdrawal.status]}>
          {withdrawal.status === 'unknown'
            ? t('record.status.unknown', { code: withdrawal.statusCode })
            : t(`record.status.${withdrawal.status}`)}
        </StatusTag>
      </RecordHead>
      <Amount>
        <span>{t('record.amount')}</span>
        <MoneyText value={withdrawal.amount} currency={unit} />
      </Amount>
      <Fields>
        {withdrawal.fee !== null ? (
          <>
            <dt>{t('record.fee')}</dt>
            <dd>
              <MoneyText value={withdrawal.fee} currency={unit} />
            </dd>
          </>
        ) : null}
        {withdrawal.received !== null ? (
          <>
            <dt>{t('record.received')}</dt>
            <dd>
              <MoneyText value={withdrawal.received} currency={unit} />
            </dd>
          </>
        ) : null}
        <dt>{t('record.time')}</dt>
        <dd>
          <DateText value={withdrawal.createdAt} />
        </dd>
        {withdrawal.status === 'rejected' && withdrawal.note ? (
          <>
            <dt>{t('record.note')}</dt>
            <dd data-tone="danger">{withdrawal.note}</dd>
          </>
        ) : null}
      </Fields>
    </Card>
  );
}
