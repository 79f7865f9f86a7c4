import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/paths';
import type { RequestState } from '../../../data/requestState';
import { Button } from '../../../primitives/Button';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { Notice } from '../../../primitives/Notice';
import { Skeleton } from '../../../primitives/Skeleton';
import type { Money } from '@merchant/api';
import { Actions, Row, Rows, Section, SectionTitle, Stack } from '../shared/parts';
import { WithdrawalRecordCard } from '../shared/WithdrawalRecordCard';
import type { WithdrawalRow } from '../shared/withdrawalModel';

type WithdrawSubmittedProps = {
  /** The new record as the platform lists it. */
  record: RequestState<WithdrawalRow | null>;
  /** The balance the platform reports now (null: unreadable). */
  balance: Money | null;
  /** Back to an empty form. */
  onAgain: () => void;
};

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
      <Section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>{t('submitted.record')}</SectionTitle>
        <Loadable state={record} layout="inline" skeleton={<Skeleton variant="card" />}>
          {(row) => (row ? <WithdrawalRecordCard withdrawal={row} flat headingLevel={3} /> : null)}
        </Loadable>
        <Rows>
          <Row data-emphasis="true">
            <dt>{t('submitted.balance')}</dt>
            <dd>
              <MoneyText value={balance} />
            </dd>
          </Row>
        </Rows>
        <Actions>
          <LinkButton href={PATHS.withdrawRecord}>{t('submitted.records')}</LinkButton>
          <Button variant="primary" onClick={onAgain}>
            {t('submitted.again')}
          </Button>
        </Actions>
      </Section>
    </Stack>
  );
}
