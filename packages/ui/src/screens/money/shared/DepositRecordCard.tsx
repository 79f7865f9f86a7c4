import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import {
  FlatRecordCard,
  RecordAmount,
  RecordCard,
  RecordField,
  RecordFields,
  RecordHead,
} from '../../../primitives/RecordCard';
import { StatusTag } from '../../../primitives/StatusTag';
import { DEPOSIT_TONE, type DepositRow } from './depositModel';

type DepositRecordCardProps = {
  /** The deposit shown. */
  deposit: DepositRow;
  /** Drawn with a border instead of a shadow (inside another card). */
  flat?: boolean;
  /** Actions under the record (the sandbox's approve / reject). */
  children?: ReactNode;
  /** The level of the order-number heading (default 2; 3 inside a titled section). */
  headingLevel?: 2 | 3;
};

/**
 * One deposit: order number, review status, amount (in USDT for a crypto deposit), way, whether
 * the platform records it as paid (when the record says), time and the reviewer's note.
 */
export function DepositRecordCard({
  deposit,
  flat = false,
  children,
  headingLevel = 2,
}: DepositRecordCardProps) {
  const { t } = useTranslation('money');
  const headingId = useId();
  const Card = flat ? FlatRecordCard : RecordCard;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card aria-labelledby={headingId}>
      <RecordHead>
        <Heading id={headingId}>
          {t('record.orderNo')} {deposit.orderNo}
        </Heading>
        <StatusTag tone={DEPOSIT_TONE[deposit.status]}>
          {deposit.status === 'unknown'
            ? t('status.unknown', { code: deposit.statusCode })
            : t(`status.${deposit.status}`)}
        </StatusTag>
      </RecordHead>
      <RecordAmount>
        <span>{t('record.amount')}</span>
        <MoneyText value={deposit.amount} currency={deposit.unit} />
      </RecordAmount>
      <RecordFields>
        {deposit.way === 'none' ? null : (
          <RecordField label={t('record.way')}>
            {deposit.way === 'unknown'
              ? t('way.unknown', { code: deposit.wayCode })
              : t(`way.${deposit.way}`)}
          </RecordField>
        )}
        {deposit.paid === null ? null : (
          <RecordField label={t('record.paid')}>
            {deposit.paid ? t('paid.yes') : t('paid.no')}
          </RecordField>
        )}
        <RecordField label={t('record.time')}>
          <DateText value={deposit.createdAt} />
        </RecordField>
        {deposit.status === 'rejected' && deposit.note ? (
          <RecordField label={t('record.note')} tone="danger">
            {deposit.note}
          </RecordField>
        ) : null}
      </RecordFields>
      {children}
    </Card>
  );
}
