import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { StatusTag } from '../../../primitives/StatusTag';
import {
  FlatRecordCard,
  RecordAmount,
  RecordCard,
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
      </RecordFields>
    </Card>
  );
}
