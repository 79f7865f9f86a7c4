import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { StatusTag } from '../../../primitives/StatusTag';
import {
  FlatRecordCard,
  RecordAmount,
  RecordCard,
  RecordField,
  RecordFields,
  RecordHead,
} from '../../../primitives/RecordCard';
import { WITHDRAWAL_TONE, withdrawalUnit, type WithdrawalRow } from './withdrawalModel';

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
  const Card = flat ? FlatRecordCard : RecordCard;
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
      <RecordAmount>
        <span>{t('record.amount')}</span>
        <MoneyText value={withdrawal.amount} currency={unit} />
      </RecordAmount>
      <RecordFields>
        {withdrawal.fee !== null ? (
          <RecordField label={t('record.fee')}>
            <MoneyText value={withdrawal.fee} currency={unit} />
          </RecordField>
        ) : null}
        {withdrawal.received !== null ? (
          <RecordField label={t('record.received')}>
            <MoneyText value={withdrawal.received} currency={unit} />
          </RecordField>
        ) : null}
        <RecordField label={t('record.time')}>
          <DateText value={withdrawal.createdAt} />
        </RecordField>
        {withdrawal.status === 'rejected' && withdrawal.note ? (
          <RecordField label={t('record.note')} tone="danger">
            {withdrawal.note}
          </RecordField>
        ) : null}
      </RecordFields>
    </Card>
  );
}
