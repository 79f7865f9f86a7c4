import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { LostAnswer } from '../../../data/kit/lostAnswer';
import { forgotPayPasswordHref } from '../../../data/kit/paidAction';
import { PATHS } from '../../../data/address/paths';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { MoneyText } from '../../../primitives/MoneyText';
import { LostAnswerNotice, Notice } from '../../../primitives/Notice';
import { PaymentPasswordSheet } from '../../../primitives/PaymentPasswordSheet';
import { useStrayTap } from '../../../primitives/strayTap';
import { groupAddress } from '../../../data/format/payoutAddress';
import { maskCardNumber } from '../shared/bankCardModel';
import { Actions, AmountSummary as PasswordSummary, Row, Rows } from '../../../primitives/Card';
import type { WithdrawValues } from './withdraw.schema';
import type { WithdrawStep } from './useWithdraw';
import { METHOD_UNIT } from './withdrawModel';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};

  &:empty {
    display: none;
  }
`;

// The whole address, in groups of four a merchant can compare with the wallet's, wrapping between
// groups and never cut short.
const AddressGroups = styled.dd`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  column-gap: 0.5em;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  letter-spacing: 0.02em;
  overflow-wrap: anywhere;
`;

const Checked = styled.div`
  margin-top: ${tokens.space.md};
`;

const Forgot = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  color: ${tokens.colors.accent.text};
`;

type WithdrawConfirmProps = {
  /** The step on screen. */
  step: WithdrawStep;
  /** The withdrawal being confirmed (during confirm and password). */
  pending: WithdrawValues | null;
  /** True while verify_pay or the withdrawal is in flight. */
  busy: boolean;
  /** The payment password was refused: the password sheet shows it. */
  passwordError: string | null;
  /** The platform refused the withdrawal: its words, under the confirmation. */
  refusal: string | null;
  /**
   * The answer of this withdrawal was lost: what the records say. Confirm stays off while it is
   * checked or unknown (a second withdrawal is never sent blindly).
   */
  lost?: LostAnswer | null;
  /** From the confirmation to the payment password. */
  onProceed: () => void;
  /** The 6 digits were typed. */
  onPassword: (password: string) => void;
  /** Closes the password sheet, back to the confirmation. */
  onBackToConfirm: () => void;
  /** Closes the confirmation or the dialog. */
  onClose: () => void;
  /** Setting the payment password, coming back here afterwards. */
  setPasswordHref: string;
};

/**
 * The confirmation of a withdrawal (method, destination: the card number masked, or the network
 * and the whole address grouped by four; amount, fee and what arrives), the payment password over
 * it, and the dialog that sends a shop without payment password to set one. A blockchain
 * withdrawal goes on only once the merchant ticks that the address and network are checked:
 * a look-alike address (same first and last characters) is what address poisoning relies on.
 */
export function WithdrawConfirm({
  step,
  pending,
  busy,
  passwordError,
  refusal,
  lost = null,
  onProceed,
  onPassword,
  onBackToConfirm,
  onClose,
  setPasswordHref,
}: WithdrawConfirmProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const formatAmount = useFormatMoney();
  // The tick belongs to the withdrawal it was given for: a new one starts unticked.
  const [checkedFor, setCheckedFor] = useState<WithdrawValues | null>(null);
  const addressChecked = pending !== null && checkedFor === pending;
  // Amounts in the unit the money leaves in: CNY to a bank, USDT on a chain.
  const unit = pending ? METHOD_UNIT[pending.method] : undefined;
  const needsCheck = pending?.method === 'chain' && !addressChecked;
  const unsettled = lost !== null && lost.status !== 'notSent';
  // The second tap of a double tap lands on the sheet the first one opened: closing is ignored.
  const stray = useStrayTap(step);
  const close = () => {
    if (!stray()) onClose();
  };
  return (
    <>
      {/* The confirmation stays open under the password sheet: closing it would hand the focus
          back to the page while the password is typed, and a refusal returns to it. */}
      <BottomSheet
        open={step === 'confirm' || step === 'password'}
        status={busy ? 'busy' : 'idle'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('confirm.title')}
        description={t('confirm.intro')}
        footer={
          <Actions>
            <Button variant="secondary" onClick={close}>
              {t('common:action.cancel')}
            </Button>
            <Button busy={busy} disabled={!pending || needsCheck || unsettled} onClick={onProceed}>
              {t('confirm.submit')}
            </Button>
          </Actions>
        }
      >
        {pending ? (
          <Rows>
            <Row>
              <dt>{t('confirm.method')}</dt>
              <dd>{t(`method.${pending.method}`)}</dd>
            </Row>
            {pending.method === 'bank' ? (
              <>
                <Row>
                  <dt>{t('confirm.destination')}</dt>
                  <dd>{`${pending.bankName} ${maskCardNumber(pending.cardNo)}`}</dd>
                </Row>
                <Row>
                  <dt>{t('confirm.realName')}</dt>
                  <dd>{pending.realName}</dd>
                </Row>
              </>
            ) : (
              <>
                <Row>
                  <dt>{t('confirm.network')}</dt>
                  <dd>{pending.network}</dd>
                </Row>
                <Row>
                  <dt>{t('confirm.address')}</dt>
                  <AddressGroups data-testid="withdraw-address">
                    {groupAddress(pending.address).map((group, index) => (
                      <Fragment key={index}>
                        {index > 0 ? ' ' : null}
                        <span>{group}</span>
                      </Fragment>
                    ))}
                  </AddressGroups>
                </Row>
              </>
            )}
            <Row>
              <dt>{t('confirm.amount')}</dt>
              <dd>
                <MoneyText value={pending.amount} currency={unit} />
              </dd>
            </Row>
            <Row>
              <dt>{t('confirm.fee')}</dt>
              <dd>
                <MoneyText value={pending.fee} currency={unit} />
              </dd>
            </Row>
            <Row data-emphasis="true">
              <dt>{t('confirm.received')}</dt>
              <dd>
                <MoneyText value={pending.received} currency={unit} />
              </dd>
            </Row>
          </Rows>
        ) : null}
        {pending?.method === 'chain' ? (
          <Checked>
            <Checkbox
              label={t('confirm.addressChecked')}
              checked={addressChecked}
              onChange={(checked) => setCheckedFor(checked ? pending : null)}
            />
          </Checked>
        ) : null}
        <Notes>
          {lost ? <LostAnswerNotice lost={lost} recordsHref={PATHS.withdrawRecord} /> : null}
          {refusal ? (
            <Notice tone="danger" role="alert" text={t('confirm.refused', { msg: refusal })} />
          ) : null}
        </Notes>
      </BottomSheet>

      <PaymentPasswordSheet
        open={step === 'password'}
        onOpenChange={(open) => {
          if (!open && !stray()) onBackToConfirm();
        }}
        onComplete={onPassword}
        status={busy ? 'busy' : 'idle'}
        error={passwordError ?? undefined}
        summary={
          <PasswordSummary>
            <span>{t('confirm.paying')}</span>
            <strong>
              <MoneyText value={pending?.amount ?? null} currency={unit} />
            </strong>
            {pending ? (
              <span>
                {t('confirm.receiving', {
                  amount: formatAmount(pending.received, unit),
                })}
              </span>
            ) : null}
          </PasswordSummary>
        }
        forgotPassword={
          <Forgot href={forgotPayPasswordHref(PATHS.withdraw)}>
            {t('common:paymentPassword.forgot')}
          </Forgot>
        }
      />

      <ConfirmDialog
        open={step === 'noPassword'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('confirm.noPasswordTitle')}
        message={t('confirm.noPasswordMessage')}
        confirmLabel={t('confirm.setPassword')}
        confirmHref={setPasswordHref}
        onConfirm={close}
      />
    </>
  );
}
