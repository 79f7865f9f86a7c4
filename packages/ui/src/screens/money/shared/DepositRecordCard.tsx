import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { StatusTag } from '../../../primitives/StatusTag';
import { DEPOSIT_TONE, type DepositRow } from './depositModel';
import { card } from './parts';

const Card = styled.article<{ $flat: boolean }>`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme, $flat }) => ($flat ? 'none' : theme.shadows.card)};
  border: ${({ theme, $flat }) => ($flat ? `1px solid ${theme.colors.border}` : '0')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Amount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  dd[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.tone.danger.text};
  }
`;

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

/** One deposit: order number, payment status, amount, way, time and the reviewer's note. */
export function DepositRecordCard({
  deposit,
  flat = false,
  children,
  headingLevel = 2,
}: DepositRecordCardProps) {
  const { t } = useTranslation('money');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} $flat={flat}>
      <Head>
        <Heading as={`h${headingLevel}`} id={headingId}>
          {t('record.orderNo')} {deposit.orderNo}
        </Heading>
        <StatusTag tone={DEPOSIT_TONE[deposit.status]}>
          {deposit.status === 'unknown'
            ? t('status.unknown', { code: deposit.statusCode })
            : t(`status.${deposit.status}`)}
        </StatusTag>
      </Head>
      <Amount>
        <span>{t('record.amount')}</span>
        <MoneyText value={deposit.amount} />
      </Amount>
      <Fields>
        <dt>{t('record.way')}</dt>
        <dd>
          {deposit.way === 'unknown'
            ? t('way.unknown', { code: deposit.wayCode })
            : t(`way.${deposit.way}`)}
        </dd>
        <dt>{t('record.time')}</dt>
        <dd>
          <DateText value={deposit.createdAt} />
        </dd>
        {deposit.status === 'rejected' && deposit.note ? (
          <>
            <dt>{t('record.note')}</dt>
            <dd data-tone="danger">{deposit.note}</dd>
          </>
        ) : null}
      </Fields>
      {children}
    </Card>
  );
}
