import { formatMoney, type Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/paths';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { LinkButton } from '../../../primitives/LinkButton';
import { MoneyText } from '../../../primitives/MoneyText';
import { Notice } from '../../../primitives/Notice';
import { PaymentPasswordSheet } from '../../../primitives/PaymentPasswordSheet';
import { SkeletonLine } from '../../../primitives/Skeleton';
import type { PickFlowModel } from './usePickFlow';

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

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  &:empty {
    display: none;
  }
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
  /** The flow from `usePickFlow()` of the screen's hook. */
  flow: PickFlowModel;
};

/**
 * The sheets and dialogs of picking: the quote (amount, balance, balance after, or what is
 * missing with a way to recharge), the payment password, and the dialogs for a shop without a
 * payment password or a closed shop.
 */
export function PickFlow({ flow }: PickFlowProps) {
  const { t, i18n } = useTranslation(['orders', 'common', 'app']);
  const money = (amount: Money) => formatMoney(amount, i18n.language);
  const { step, targets, merchant, quote, refusal } = flow;
  const [single] = targets;
  const ok = quote?.status === 'ok' ? quote : null;

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
          <MoneyText value={ok?.amount ?? null} />
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
              <MoneyText value={ok?.balance ?? null} />
            </dd>
          </Row>
          {ok?.short ? null : (
            <Row>
              <dt>{t('pick.after')}</dt>
              <dd>
                <MoneyText value={ok?.after ?? null} />
              </dd>
            </Row>
          )}
        </>
      ) : null}
    </Rows>
  );

  return (
    <>
      {/* The quote stays open under the password sheet: closing it would hand the focus back to
          the page while the password is being typed, and a refusal returns to it naturally. */}
      <BottomSheet
        open={step === 'confirm' || step === 'password'}
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
            {ok?.short ? (
              <LinkButton href={PATHS.recharge} variant="primary">
                {t('pick.recharge')}
              </LinkButton>
            ) : (
              <Button disabled={!ok} onClick={flow.proceed}>
                {ok ? t('pick.pay', { amount: money(ok.amount) }) : t('pick.title')}
              </Button>
            )}
          </Actions>
        }
      >
        {summary}
        <Notes>
          {merchant.status === 'failed' ? (
            <FailureBlock failure={merchant.failure} onRetry={merchant.retry} layout="inline" />
          ) : null}
          {quote?.status === 'unreadable' ? (
            <Notice tone="danger" role="alert" text={t('common:money.unreadable')} />
          ) : null}
          {ok?.short ? (
            <Notice
              tone="warning"
              role="status"
              text={t('pick.short', { amount: money(ok.short) })}
            />
          ) : null}
          {refusal ? (
            <Notice
              tone="danger"
              role="alert"
              text={t('pick.refused', { msg: refusal })}
              action={{ label: t('pick.recharge'), href: PATHS.recharge }}
            />
          ) : null}
        </Notes>
      </BottomSheet>

      <PaymentPasswordSheet
        open={step === 'password'}
        onOpenChange={(open) => {
          if (!open) flow.backToQuote();
        }}
        onComplete={flow.submitPassword}
        status={flow.busy ? 'busy' : 'idle'}
        error={flow.passwordError ?? undefined}
        summary={
          <PasswordSummary>
            <span>{t('pick.paying')}</span>
            <strong>
              <MoneyText value={ok?.amount ?? null} />
            </strong>
          </PasswordSummary>
        }
        forgotPassword={
          <Forgot href={PATHS.changePayPassword}>{t('common:paymentPassword.forgot')}</Forgot>
        }
      />

      <ConfirmDialog
        open={step === 'noPassword'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('pick.noPasswordTitle')}
        message={t('pick.noPasswordMessage')}
        confirmLabel={t('pick.setPassword')}
        confirmHref={flow.setPasswordHref}
        onConfirm={flow.close}
      />

      <ConfirmDialog
        open={step === 'closed'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('pick.closedTitle')}
        message={t('common:shopClosed.message')}
        confirmLabel={t('common:shopClosed.contact')}
        confirmHref={PATHS.service}
        onConfirm={flow.close}
      />
    </>
  );
}
