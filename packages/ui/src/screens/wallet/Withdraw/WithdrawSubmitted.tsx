import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { Notice } from '../../../primitives/Notice';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import type { Money } from '@merchant/api';
import { Actions, Card, CardTitle, Row, Rows, Stack } from '../../../primitives/Card';
import { WithdrawalRecordCard } from '../shared/WithdrawalRecordCard';
import type { WithdrawalRow } from '../shared/withdrawalModel';

type WithdrawSubmittedProps = {
  /** The new record as the platform lists it. */
  record: RequestState<WithdrawalRow | null>;
  /** The balance the platform reports since the withdrawal (loading until it answers). */
  balance: RequestState<Money | null>;
  /** Back to an empty form. */
  onAgain: () => void;
};

/** The "balance now" line; its value is a skeleton while the platform's answer is on its way. */
function BalanceRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Rows>
      <Row data-emphasis="true">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </Row>
    </Rows>
  );
}

/** After a withdrawal: the new record "in review", the balance as the platform reports it. */
export function WithdrawSubmitted({ record, balance, onAgain }: WithdrawSubmittedProps) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  return (
    <Stack>
      <Notice
        tone="success"
        role="status"
        title={t('submitted.title')}
        text={t('submitted.message')}
      />
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>{t('submitted.record')}</CardTitle>
        <Loadable state={record} layout="inline" skeleton={<Skeleton variant="card" />}>
          {(row) => (row ? <WithdrawalRecordCard withdrawal={row} flat headingLevel={3} /> : null)}
        </Loadable>
        <Loadable
          state={balance}
          layout="inline"
          skeleton={
            <BalanceRow
              label={t('submitted.balance')}
              value={
                <Skeleton variant="custom">
                  <SkeletonLine width="6em" />
                </Skeleton>
              }
            />
          }
        >
          {(money) => (
            <BalanceRow label={t('submitted.balance')} value={<MoneyText value={money} />} />
          )}
        </Loadable>
        <Actions>
          <LinkButton href={PATHS.withdrawRecord}>{t('submitted.records')}</LinkButton>
          <Button variant="primary" onClick={onAgain}>
            {t('submitted.again')}
          </Button>
        </Actions>
      </Card>
    </Stack>
  );
}
