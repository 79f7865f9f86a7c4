import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateText } from '../../../primitives/DateText';
import { MoneyText } from '../../../primitives/MoneyText';
import { StatusTag } from '../../../primitives/StatusTag';
import { DEPOSIT_TONE, type DepositRow } from './depositModel';
import { card } from './parts';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.article<{ $flat: boolean }>`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg};
  box-shadow: ${({ theme, $flat }) => ($flat ? 'none' : theme.shadows.card)};
  border: ${({ theme, $flat }) => ($flat ? `1px solid ${theme.colors.border}` : '0')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const Heading = styled.h2`
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

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

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  dd[data-tone='danger'] {
    color: ${tokens.colors.tone.danger.text};
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
        <MoneyText value={deposit.amount} currency={deposit.unit} />
      </Amount>
      <Fields>
        {deposit.way === 'none' ? null : (
          <>
            <dt>{t('record.way')}</dt>
            <dd>
              {deposit.way === 'unknown'
                ? t('way.unknown', { code: deposit.wayCode })
                : t(`way.${deposit.way}`)}
            </dd>
          </>
        )}
        {deposit.paid === null ? null : (
          <>
            <dt>{t('record.paid')}</dt>
            <dd>{deposit.paid ? t('paid.yes') : t('paid.no')}</dd>
          </>
        )}
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
