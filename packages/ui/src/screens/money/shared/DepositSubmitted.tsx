import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { Notice } from '../../../primitives/Notice';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { DepositRecordCard } from './DepositRecordCard';
import type { DepositRow } from './depositModel';
import { Actions, Card, CardTitle } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';

const Outside = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  color: ${tokens.colors.accent.text};
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

type DepositSubmittedProps = {
  /** The new deposit as the platform lists it (in review). */
  submitted: RequestState<DepositRow | null>;
  /** The page that sent the merchant to deposit (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox to review the deposit (demo and development builds only). */
  sandbox: boolean;
  /** A payment page the platform named in its answer (opened in a new tab), or null. */
  paymentUrl: string | null;
  /** Back to an empty form, for another deposit. */
  onAgain: () => void;
};

/** After a deposit was sent: it is in review, the record, and where to go next. */
export function DepositSubmitted({
  submitted,
  returnTo,
  sandbox,
  paymentUrl,
  onAgain,
}: DepositSubmittedProps) {
  const { t } = useTranslation('money');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('submitted.title')}</CardTitle>
      <Notice tone="success" role="status" text={t('submitted.message')} />
      {paymentUrl ? (
        <Outside href={paymentUrl} target="_blank" rel="noopener noreferrer">
          {t('submitted.paymentPage')}
        </Outside>
      ) : null}
      <Loadable
        state={submitted}
        layout="inline"
        empty={null}
        skeleton={
          <Skeleton variant="custom">
            <SkeletonLine width="60%" />
            <SkeletonLine width="40%" />
          </Skeleton>
        }
      >
        {(deposit) =>
          deposit ? <DepositRecordCard deposit={deposit} flat headingLevel={3} /> : null
        }
      </Loadable>
      <Actions>
        {returnTo ? (
          <LinkButton href={returnTo} variant="primary">
            {t('submitted.backToOrder')}
          </LinkButton>
        ) : null}
        <LinkButton href={PATHS.rechargeRecord} variant={returnTo ? 'secondary' : 'primary'}>
          {t('submitted.records')}
        </LinkButton>
      </Actions>
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t('submitted.again')}
        </Button>
        {sandbox ? <LinkButton href={PATHS.testRecharge}>{t('hub.sandbox')}</LinkButton> : null}
      </Actions>
    </Card>
  );
}
