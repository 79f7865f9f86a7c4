import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addMoney, type Money } from '@merchant/api';
import { amountSeparators, parseAmountInput } from '../../../data/format/amountInput';
import type { LostAnswer } from '../../../data/kit/lostAnswer';
import { PATHS } from '../../../data/address/paths';
import { Button } from '../../../primitives/Button';
import {
  ImageUploader,
  UploadGateProvider,
  useUploadGate,
  type UploadImage,
} from '../../../primitives/ImageUploader';
import { MoneyText } from '../../../primitives/MoneyText';
import { LostAnswerNotice, Notice } from '../../../primitives/Notice';
import { TextField } from '../../../primitives/TextField';
import {
  depositAmountProblem,
  depositSchema,
  type DepositFormValues,
  type DepositMessage,
  type DepositValues,
} from './deposit.schema';
import { Card, CardTitle, Row, Rows } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

type DepositFormProps = {
  /** The platform's smallest deposit, in `currency` (null: not known). */
  min: Money | null;
  /** The platform's largest deposit, in `currency` (null: not known). */
  max: Money | null;
  /**
   * The balance now, for the balance after approval; null while it is read or when it cannot be
   * (those lines are then left out: a deposit does not depend on the balance).
   */
  balance: Money | null;
  /** The unit the amount is entered and shown in (CNY for a bank transfer, USDT for crypto). */
  currency: string;
  /** What an amount credits to the balance (USD): converted at the rate for CNY; null when it cannot be. */
  credited: (amount: Money) => Money | null;
  /** The label of the optional reference field (the transaction hash, the transfer reference). */
  referenceLabel: string;
  /** Sends the voucher photo (the kit's `uploadImage`). */
  upload: UploadImage;
  /** True while the deposit is being sent: the button is busy and disabled. */
  busy: boolean;
  /** The platform's refusal of the last attempt (the input is kept), or null. */
  refusal: string | null;
  /**
   * The last deposit's answer was lost: what the deposit records say. Submitting stays off while
   * it is checked or unknown (a second deposit is never sent blindly).
   */
  lost?: LostAnswer | null;
  /** Called with the checked amount and voucher. */
  onSubmit: (values: DepositValues) => void;
  /** What to transfer where, above the amount (a card of its own). */
  children?: ReactNode;
};

/**
 * The deposit form shared by every way: the amount (typed or pasted in the user's language,
 * checked against the platform's bounds), what it credits and, when the balance can be read, what
 * the balance becomes once approved, the payment voucher, and the submit button. Nothing is sent
 * until every check passes; an unreadable balance stops nothing.
 */
export function DepositForm({
  min,
  max,
  balance,
  currency,
  credited,
  referenceLabel,
  upload,
  busy,
  refusal,
  lost = null,
  onSubmit,
  children,
}: DepositFormProps) {
  const { t, i18n } = useTranslation(['money', 'common']);
  const language = i18n.language;
  const formatAmount = useFormatMoney();
  const titleId = useId();
  const uploads = useUploadGate();
  const money = (amount: Money | null) => (amount === null ? '' : formatAmount(amount, currency));
  const schema = useMemo(() => depositSchema({ language, min, max }), [language, min, max]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DepositFormValues, unknown, DepositValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', voucher: null, reference: '' },
  });
  const typed = useWatch({ control, name: 'amount' });
  const read = parseAmountInput(typed, language);
  const amount =
    read.ok && depositAmountProblem(typed, { language, min, max }) === null ? read.amount : null;
  const credit = amount === null ? null : credited(amount);

  const message = (error: { message?: string } | undefined) =>
    error?.message
      ? t(error.message as DepositMessage, {
          min: money(min),
          max: money(max),
          decimal: amountSeparators(language).decimal,
        })
      : undefined;

  const bounds =
    min !== null && max !== null
      ? t('money:rules.bounds', { min: money(min), max: money(max) })
      : min !== null
        ? t('money:rules.min', { min: money(min) })
        : max !== null
          ? t('money:rules.max', { max: money(max) })
          : undefined;

  return (
    <Form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!uploads.pending) onSubmit(values);
      })}
    >
      {children}
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>{t('money:form.summary')}</CardTitle>
        <TextField
          label={t('money:form.amount')}
          placeholder={t('money:form.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="transaction-amount"
          enterKeyHint="done"
          suffix={currency}
          hint={bounds}
          error={message(errors.amount)}
          {...register('amount')}
        />
        {amount !== null ? (
          <Rows aria-live="polite">
            <Row>
              <dt>{t('money:form.credited')}</dt>
              <dd>
                <MoneyText value={credit} />
              </dd>
            </Row>
            {balance === null ? null : (
              <>
                <Row>
                  <dt>{t('money:form.balance')}</dt>
                  <dd>
                    <MoneyText value={balance} />
                  </dd>
                </Row>
                <Row data-emphasis="true">
                  <dt>{t('money:form.balanceAfter')}</dt>
                  <dd>
                    <MoneyText value={credit === null ? null : addMoney(balance, credit)} />
                  </dd>
                </Row>
              </>
            )}
          </Rows>
        ) : null}
        <TextField
          label={referenceLabel}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          {...register('reference')}
        />
        <Controller
          control={control}
          name="voucher"
          render={({ field, fieldState }) => (
            <UploadGateProvider gate={uploads}>
              <ImageUploader
                label={t('money:form.voucher')}
                hint={t('money:form.voucherHint')}
                value={field.value}
                onChange={field.onChange}
                upload={upload}
                aspect="wide"
                error={message(fieldState.error)}
              />
            </UploadGateProvider>
          )}
        />
        {lost ? <LostAnswerNotice lost={lost} recordsHref={PATHS.rechargeRecord} /> : null}
        {refusal ? <Notice tone="danger" role="alert" text={refusal} /> : null}
        <Button
          type="submit"
          size="lg"
          block
          busy={busy}
          disabled={uploads.pending || (lost !== null && lost.status !== 'notSent')}
        >
          {uploads.pending ? t('common:upload.waiting') : t('money:form.submit')}
        </Button>
      </Card>
    </Form>
  );
}
