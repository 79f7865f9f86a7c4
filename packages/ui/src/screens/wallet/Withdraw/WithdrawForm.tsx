import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isPositive, type Money } from '@merchant/api';
import { amountSeparators, parseAmountInput } from '../../../data/format/amountInput';
import { ratioText } from '../../../data/format/formatNumber';
import { Button } from '../../../primitives/Button';
import { MoneyText } from '../../../primitives/MoneyText';
import { Notice } from '../../../primitives/Notice';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { maskCardNumber, type BankCardRow } from '../shared/bankCardModel';
import { AmountSummary, Card, CardTitle, Row, Rows } from '../../../primitives/Card';
import {
  ACCOUNT_FIELD_MAX,
  withdrawSchema,
  type WithdrawFormValues,
  type WithdrawMessage,
  type WithdrawValues,
} from './withdraw.schema';
import {
  METHOD_UNIT,
  WITHDRAW_NETWORKS,
  availableFor,
  feeRule,
  quoteFee,
  type FeeRule,
  type WithdrawInfo,
} from './withdrawModel';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const Balance = styled(AmountSummary)`
  gap: ${tokens.space.xxs};
`;

const BelowFee = styled.span`
  color: ${tokens.colors.tone.danger.text};
`;

const Rule = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

type WithdrawFormProps = {
  /** The balance the platform reports and its fees. */
  info: WithdrawInfo;
  /** The merchant's saved bank cards, the default first, to fill the account fields from (may be none). */
  cards: BankCardRow[];
  /** Nothing can be withdrawn (the shop is closed): the button is disabled. */
  disabled: boolean;
  /** The platform's refusal of the last attempt (the input is kept), or null. */
  refusal: string | null;
  /** Called with a checked withdrawal: the confirmation opens. */
  onSubmit: (values: WithdrawValues) => void;
};

/**
 * The withdrawal form: the method; to a bank (in CNY) the bank, the account number and the full
 * name, typed or filled from a saved card; on a chain (in USDT) the network (USDT-TRC20 or
 * USDT-ERC20, as the platform's client offers them) and the address; the amount (typed or pasted
 * in the user's language) with the fee and what arrives updated while it is typed ("below the
 * fee" when nothing would arrive), and the fee rule that applies. Nothing is sent from here: a
 * checked form opens the confirmation.
 */
export function WithdrawForm({ info, cards, disabled, refusal, onSubmit }: WithdrawFormProps) {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  const language = i18n.language;
  const formatAmount = useFormatMoney();
  const titleId = useId();
  const schema = useMemo(() => withdrawSchema({ language, info }), [language, info]);
  const [firstCard] = cards;
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<WithdrawFormValues, unknown, WithdrawValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: 'bank',
      cardId: firstCard ? String(firstCard.id) : '',
      bankName: firstCard?.bankName ?? '',
      cardNo: firstCard?.cardNo ?? '',
      realName: firstCard?.holder ?? '',
      network: WITHDRAW_NETWORKS[0],
      address: '',
      amount: '',
    },
  });
  const [method, network, typed] = useWatch({ control, name: ['method', 'network', 'amount'] });
  const rule = feeRule(info, method, network);
  const read = parseAmountInput(typed, language);
  const quote = rule && read.ok && isPositive(read.amount) ? quoteFee(rule, read.amount) : null;
  const unit = METHOD_UNIT[method];
  const available = availableFor(info, method);
  const money = (amount: Money | null, shownIn: string = unit) =>
    amount === null ? '' : formatAmount(amount, shownIn);
  const message = (error: { message?: string } | undefined) =>
    error?.message
      ? t(error.message as WithdrawMessage, {
          decimal: amountSeparators(language).decimal,
          max: ACCOUNT_FIELD_MAX,
        })
      : undefined;

  const ruleText = (current: FeeRule | null) => {
    if (!current) return null;
    if (current.kind === 'bep20') return t('withdraw.ruleBep20');
    const rate = ratioText(current.fraction, language, true);
    return method === 'bank' ? t('withdraw.ruleBank', { rate }) : t('withdraw.ruleChain', { rate });
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>{t('withdraw.form')}</CardTitle>
        <Balance>
          <span>{t('withdraw.balance')}</span>
          <strong>
            <MoneyText value={info.balance} />
          </strong>
          {method === 'bank' && available !== null ? (
            <span>
              {t('withdraw.balanceInCny', {
                amount: money(available, 'CNY'),
                rate: ratioText(info.rate, language),
              })}
            </span>
          ) : null}
        </Balance>
        <Select
          label={t('method.label')}
          options={[
            { value: 'bank', label: t('method.bank') },
            { value: 'chain', label: t('method.chain') },
          ]}
          autoComplete="off"
          {...register('method')}
        />
        {method === 'bank' ? (
          <>
            {cards.length > 0 ? (
              <Select
                label={t('withdraw.savedCard')}
                options={[
                  { value: '', label: t('withdraw.otherAccount') },
                  ...cards.map((c) => ({
                    value: String(c.id),
                    label: t(c.isDefault ? 'withdraw.cardDefault' : 'withdraw.cardOption', {
                      bank: c.bankName,
                      number: maskCardNumber(c.cardNo),
                    }),
                  })),
                ]}
                autoComplete="off"
                {...register('cardId', {
                  onChange: (event: { target: { value: string } }) => {
                    const chosen = cards.find((c) => String(c.id) === event.target.value);
                    setValue('bankName', chosen?.bankName ?? '');
                    setValue('cardNo', chosen?.cardNo ?? '');
                    setValue('realName', chosen?.holder ?? '');
                  },
                })}
              />
            ) : null}
            <TextField
              label={t('withdraw.bankName')}
              placeholder={t('withdraw.bankNamePlaceholder')}
              autoComplete="off"
              enterKeyHint="next"
              maxLength={ACCOUNT_FIELD_MAX}
              error={message(errors.bankName)}
              {...register('bankName')}
            />
            <TextField
              label={t('withdraw.cardNo')}
              placeholder={t('withdraw.cardNoPlaceholder')}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="next"
              maxLength={ACCOUNT_FIELD_MAX}
              error={message(errors.cardNo)}
              {...register('cardNo')}
            />
            <TextField
              label={t('withdraw.realName')}
              placeholder={t('withdraw.realNamePlaceholder')}
              autoComplete="name"
              enterKeyHint="next"
              maxLength={ACCOUNT_FIELD_MAX}
              error={message(errors.realName)}
              {...register('realName')}
            />
          </>
        ) : (
          <>
            <Select
              label={t('withdraw.network')}
              options={WITHDRAW_NETWORKS.map((n) => ({ value: n, label: n }))}
              autoComplete="off"
              error={message(errors.network)}
              {...register('network')}
            />
            <TextField
              label={t('withdraw.address')}
              placeholder={t('withdraw.addressPlaceholder')}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              inputMode="text"
              enterKeyHint="next"
              error={message(errors.address)}
              {...register('address')}
            />
          </>
        )}
        <TextField
          label={t('withdraw.amount')}
          placeholder={t('withdraw.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="transaction-amount"
          enterKeyHint="done"
          suffix={unit}
          hint={t('withdraw.available', { amount: money(available) })}
          error={message(errors.amount)}
          {...register('amount')}
        />
        {quote ? (
          <Rows aria-live="polite">
            <Row>
              <dt>{t('withdraw.fee')}</dt>
              <dd>
                <MoneyText value={quote.fee} currency={unit} />
              </dd>
            </Row>
            {/* An amount the fee swallows says so: what arrives is never shown as zero or less. */}
            <Row data-emphasis="true">
              <dt>{t('withdraw.received')}</dt>
              <dd>
                {isPositive(quote.received) ? (
                  <MoneyText value={quote.received} currency={unit} />
                ) : (
                  <BelowFee>{t('withdraw.belowFee')}</BelowFee>
                )}
              </dd>
            </Row>
          </Rows>
        ) : null}
        {ruleText(rule) ? <Rule>{ruleText(rule)}</Rule> : null}
        {/* The platform promises an arrival time for BEP20 withdrawals only. */}
        {rule?.kind === 'bep20' ? <Notice tone="info" text={t('withdraw.arrival')} /> : null}
        {info.balance === null ? (
          <Notice tone="danger" role="alert" text={t('common:money.unreadable')} />
        ) : null}
        {refusal ? <Notice tone="danger" role="alert" text={refusal} /> : null}
        <Button type="submit" size="lg" block disabled={disabled || info.balance === null}>
          {t('withdraw.submit')}
        </Button>
      </Card>
    </Form>
  );
}
