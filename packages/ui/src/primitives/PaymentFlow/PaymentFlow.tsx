import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../data/address/paths';
import type { PaymentFlowModel } from '../../data/kit/paymentFlow';
import { BottomSheet } from '../BottomSheet';
import { Button } from '../Button';
import { AmountSummary as PasswordSummary } from '../Card';
import { ConfirmDialog } from '../ConfirmDialog';
import { FailureBlock } from '../FailureBlock';
import { LinkButton } from '../LinkButton';
import { MoneyText } from '../MoneyText';
import { LostAnswerNotice, Notice } from '../Notice';
import { PaymentPasswordSheet } from '../PaymentPasswordSheet';
import { SkeletonLine } from '../Skeleton';
import { useStrayTap } from '../strayTap';
import { tokens } from '../../theme/cssTokens';
import { useFormatMoney } from '../../data/format/formatMoney';

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${tokens.space.md};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};

  dt {
    flex: none;
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }

  &[data-emphasis='true'] dd {
    font-size: ${tokens.fontSizes.xl};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};

  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.md};

  & > * {
    flex: 1;
  }
`;

const Forgot = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  color: ${tokens.colors.accent.text};
`;

export type PaymentFlowProps<V> = {
  /** The flow from `usePaymentFlow()` of the screen's hook. */
  flow: Omit<PaymentFlowModel<V>, 'start'>;
  /** The quote sheet's title ("confirm the upgrade"). */
  title: string;
  /** A sentence under the title: what the payment does. */
  intro?: string;
  /** The label of the row naming what is paid for ("level", "package"). */
  itemLabel: string;
  /** The line over the amount in the password sheet ("upgrade payment"). */
  paying: string;
  /** The title of the dialog shown when the shop is closed ("cannot upgrade"). */
  closedTitle: string;
  /** The line shown when the server refuses the payment, with its words (default: payment failed). */
  refusedText?: (message: string) => string;
  /** Why a payment password is needed, in the dialog shown without one (default: payments). */
  noPasswordMessage?: string;
};

/**
 * The sheets and dialogs of a payment from the balance: the quote (what is paid for, the
 * price, the balance and the balance after, or what is missing with a deposit that comes back
 * here), the payment password, and the dialogs for a shop without a payment password or a
 * closed shop. Every purchase of the app draws it the same way.
 */
export function PaymentFlow<V>({
  flow,
  title,
  intro,
  itemLabel,
  paying,
  closedTitle,
  refusedText,
  noPasswordMessage,
}: PaymentFlowProps<V>) {
  const { t } = useTranslation('common');
  const money = useFormatMoney();
  const { step, payment, merchant, quote, refusal } = flow;
  const ok = quote?.status === 'ok' ? quote : null;
  // A payment whose answer was lost is never paid again until the records settle it.
  const unsettled = flow.lost !== null && flow.lost.status !== 'notSent';
  // The second tap of a double tap lands on the sheet the first one opened: closing is ignored.
  const stray = useStrayTap(step);
  const close = () => {
    if (!stray()) flow.close();
  };

  return (
    <>
      {/* The quote stays open under the password sheet: closing it would hand the focus back to
          the page while the password is typed, and a refusal returns to it naturally. */}
      <BottomSheet
        open={step === 'confirm' || step === 'password'}
        status={flow.busy ? 'busy' : 'idle'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={title}
        description={intro}
        footer={
          <Actions>
            <Button variant="secondary" onClick={close}>
              {t('action.cancel')}
            </Button>
            {ok?.short && !flow.lost ? (
              <LinkButton href={flow.rechargeHref} variant="primary">
                {t('payment.recharge')}
              </LinkButton>
            ) : (
              <Button disabled={!ok || unsettled} busy={flow.busy} onClick={flow.proceed}>
                {ok ? t('payment.pay', { amount: money(ok.amount) }) : title}
              </Button>
            )}
          </Actions>
        }
      >
        <Rows>
          <Row>
            <dt>{itemLabel}</dt>
            <dd>{payment?.label}</dd>
          </Row>
          <Row data-emphasis="true">
            <dt>{t('payment.amount')}</dt>
            <dd>
              <MoneyText value={payment?.amount ?? null} />
            </dd>
          </Row>
          {merchant.status === 'loading' ? (
            <Row>
              <dt>{t('payment.balance')}</dt>
              <dd>
                <SkeletonLine width="96px" />
              </dd>
            </Row>
          ) : null}
          {quote ? (
            <>
              <Row>
                <dt>{t('payment.balance')}</dt>
                <dd>
                  <MoneyText value={ok?.balance ?? null} />
                </dd>
              </Row>
              {ok?.short ? null : (
                <Row>
                  <dt>{t('payment.after')}</dt>
                  <dd>
                    <MoneyText value={ok?.after ?? null} />
                  </dd>
                </Row>
              )}
            </>
          ) : null}
        </Rows>
        <Notes>
          {flow.lost ? <LostAnswerNotice lost={flow.lost} /> : null}
          {merchant.status === 'failed' ? (
            <FailureBlock failure={merchant.failure} onRetry={merchant.retry} layout="inline" />
          ) : null}
          {quote?.status === 'unreadable' ? (
            <Notice tone="danger" role="alert" text={t('money.unreadable')} />
          ) : null}
          {ok?.short && !flow.lost ? (
            <Notice
              tone="warning"
              role="status"
              text={t('payment.short', { amount: money(ok.short) })}
            />
          ) : null}
          {refusal ? (
            <Notice
              tone="danger"
              role="alert"
              text={refusedText ? refusedText(refusal) : t('payment.refused', { msg: refusal })}
              action={{ label: t('payment.recharge'), href: flow.rechargeHref }}
            />
          ) : null}
        </Notes>
      </BottomSheet>

      <PaymentPasswordSheet
        open={step === 'password'}
        onOpenChange={(open) => {
          if (!open && !stray()) flow.backToQuote();
        }}
        onComplete={flow.submitPassword}
        status={flow.busy ? 'busy' : 'idle'}
        error={flow.passwordError ?? undefined}
        summary={
          <PasswordSummary>
            <span>{paying}</span>
            <strong>
              <MoneyText value={ok?.amount ?? null} />
            </strong>
          </PasswordSummary>
        }
        forgotPassword={
          <Forgot href={flow.forgotPasswordHref}>{t('paymentPassword.forgot')}</Forgot>
        }
      />

      <ConfirmDialog
        open={step === 'noPassword'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('payment.noPasswordTitle')}
        message={noPasswordMessage ?? t('payment.noPasswordMessage')}
        confirmLabel={t('payment.setPassword')}
        confirmHref={flow.setPasswordHref}
        onConfirm={close}
      />

      <ConfirmDialog
        open={step === 'closed'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={closedTitle}
        message={t('shopClosed.message')}
        confirmLabel={t('shopClosed.contact')}
        confirmHref={PATHS.service}
        onConfirm={close}
      />
    </>
  );
}
