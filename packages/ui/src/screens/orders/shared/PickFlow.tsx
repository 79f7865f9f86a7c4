import { formatMoney, type Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { ErrorIcon, WarningIcon } from '../../../primitives/Icon';
import { MoneyText } from '../../../primitives/MoneyText';
import { PaymentPasswordSheet } from '../../../primitives/PaymentPasswordSheet';
import { SkeletonLine } from '../../../primitives/Skeleton';
import type { PickFlowApi } from './usePickFlow';

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }

  &[data-emphasis='true'] dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Notice = styled.div<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tone[$tone].soft};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].softText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  svg {
    flex: none;
    margin-top: 2px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touch};
    margin-block: -12px;
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.tone.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1;
  }
`;

const PasswordSummary = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Forgot = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touch};
  color: ${({ theme }) => theme.colors.accent.text};
`;

type PickFlowProps = {
  /** The flow from `usePickFlow()` of the screen. */
  flow: PickFlowApi;
};

/**
 * The sheets and dialogs of picking: the quote (amount, balance, balance after, or what is
 * missing with a way to recharge), the payment password, and the dialogs for a shop without a
 * payment password or a closed shop.
 */
export function PickFlow({ flow }: PickFlowProps) {
  const { t, i18n } = useTranslation(['orders', 'common', 'app']);
  const [, navigate] = useLocation();
  const money = (amount: Money) => formatMoney(amount, i18n.language);
  const { current, merchant, quote } = flow;
  const targets = current.step === 'confirm' || current.step === 'password' ? current.targets : [];
  const [single] = targets;

  const summary = (
    <Rows>
      <Row>
        <dt>{t('pick.orders')}</dt>
        <dd>
          {targets.length === 1 && single
            ? single.sn
            : t('pick.ordersCount', { count: targets.length })}
        </dd>
      </Row>
      <Row data-emphasis="true">
        <dt>{t('pick.amount')}</dt>
        <dd>
          <MoneyText value={quote?.amount ?? null} />
        </dd>
      </Row>
      {merchant.status === 'loading' ? (
        <Row>
          <dt>{t('pick.balance')}</dt>
          <dd>
            <SkeletonLine width="96px" />
          </dd>
        </Row>
      ) : null}
      {quote ? (
        <>
          <Row>
            <dt>{t('pick.balance')}</dt>
            <dd>
              <MoneyText value={quote.balance} />
            </dd>
          </Row>
          {quote.short ? null : (
            <Row>
              <dt>{t('pick.after')}</dt>
              <dd>
                <MoneyText value={quote.after} />
              </dd>
            </Row>
          )}
        </>
      ) : null}
    </Rows>
  );

  const refusal = current.step === 'confirm' ? current.refusal : null;

  return (
    <>
      {/* The quote stays open under the password sheet: closing it would hand the focus back to
          the page while the password is being typed, and a refusal returns to it naturally. */}
      <BottomSheet
        open={current.step === 'confirm' || current.step === 'password'}
        status={flow.busy ? 'busy' : 'idle'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('pick.title')}
        description={t('pick.intro')}
        footer={
          <Actions>
            <Button variant="secondary" onClick={flow.close}>
              {t('common:action.cancel')}
            </Button>
            {quote?.short ? (
              <Button onClick={() => navigate('/recharge')}>{t('pick.recharge')}</Button>
            ) : (
              <Button disabled={!quote} onClick={flow.proceed}>
                {quote ? t('pick.pay', { amount: money(quote.amount) }) : t('pick.title')}
              </Button>
            )}
          </Actions>
        }
      >
        {summary}
        {merchant.status === 'error' ? (
          <Notice $tone="danger" role="alert">
            <ErrorIcon size={16} />
            <Failure>
              <span>{t('pick.balanceFailed', { msg: merchant.message })}</span>
              <Button variant="secondary" size="sm" onClick={merchant.retry}>
                {t('common:action.retry')}
              </Button>
            </Failure>
          </Notice>
        ) : null}
        {quote?.short ? (
          <Notice $tone="warning" role="status">
            <WarningIcon size={16} />
            <span>
              {t('pick.short', { amount: money(quote.short) })}{' '}
              <Link href="/recharge">{t('pick.recharge')}</Link>
            </span>
          </Notice>
        ) : null}
        {refusal ? (
          <Notice $tone="danger" role="alert">
            <ErrorIcon size={16} />
            <span>
              {t('pick.refused', { msg: refusal })}{' '}
              <Link href="/recharge">{t('pick.recharge')}</Link>
            </span>
          </Notice>
        ) : null}
      </BottomSheet>

      <PaymentPasswordSheet
        open={current.step === 'password'}
        onOpenChange={(open) => {
          if (!open) flow.backToQuote();
        }}
        onComplete={(password) => void flow.submitPassword(password)}
        status={flow.busy ? 'busy' : 'idle'}
        error={current.step === 'password' ? (current.error ?? undefined) : undefined}
        summary={
          <PasswordSummary>
            <span>{t('pick.paying')}</span>
            <strong>
              <MoneyText value={quote?.amount ?? null} />
            </strong>
          </PasswordSummary>
        }
        forgotPassword={
          <Forgot href="/changePayPassword">{t('common:paymentPassword.forgot')}</Forgot>
        }
      />

      <ConfirmDialog
        open={current.step === 'noPassword'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('pick.noPasswordTitle')}
        message={t('pick.noPasswordMessage')}
        confirmLabel={t('pick.setPassword')}
        onConfirm={() => {
          flow.close();
          navigate('/setPaypwd');
        }}
      />

      <ConfirmDialog
        open={current.step === 'closed'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('pick.closedTitle')}
        message={t('pick.closed')}
        confirmLabel={t('pick.contactService')}
        onConfirm={() => {
          flow.close();
          navigate('/service');
        }}
      />
    </>
  );
}
