import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, isPositive, type Money } from '@merchant/api';
import { amountSeparators, parseAmountInput } from '../../../data/amountInput';
import { pathTo, PATHS } from '../../../data/paths';
import type { Percent } from '../../../data/read';
import { Button } from '../../../primitives/Button';
import { MoneyText } from '../../../primitives/MoneyText';
import { Notice } from '../../../primitives/Notice';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { maskCardNumber, type BankCardRow } from '../shared/bankCardModel';
import { Row, Rows, Section, SectionTitle } from '../shared/parts';
import {
  withdrawSchema,
  type WithdrawFormValues,
  type WithdrawMessage,
  type WithdrawValues,
} from './withdraw.schema';
import {
  BANK_CURRENCY,
  currenciesOf,
  feeRule,
  networksOf,
  quoteFee,
  type FeeRule,
  type WithdrawInfo,
  type WithdrawMethod,
} from './withdrawModel';
import { tokens } from '../../../theme/cssTokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const Balance = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};

  strong {
    color: ${tokens.colors.text};
    font-size: ${tokens.fontSizes.xxl};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const Rule = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

/** "3", "0.5": a stated rate as written, for the rule sentence (never for money). */
function rateText(rate: Percent, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: rate.fractionDigits,
    maximumFractionDigits: rate.fractionDigits,
  }).format(rate.value);
}

type WithdrawFormProps = {
  /** The balance the platform reports and its fees. */
  info: WithdrawInfo;
  /** The merchant's bank cards, the default first. */
  cards: BankCardRow[];
  /** Nothing can be withdrawn (the shop is closed): the button is disabled. */
  disabled: boolean;
  /** The platform's refusal of the last attempt (the input is kept), or null. */
  refusal: string | null;
  /** Called with a checked withdrawal: the confirmation opens. */
  onSubmit: (values: WithdrawValues) => void;
};

/**
 * The withdrawal form: method, bank card and full name or currency, network and address, the
 * amount (typed or pasted in the user's language) with the fee and what arrives updated while it
 * is typed, the fee rule that applies, and the arrival time. Nothing is sent from here: a
 * checked form opens the confirmation.
 */
export function WithdrawForm({ info, cards, disabled, refusal, onSubmit }: WithdrawFormProps) {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  const language = i18n.language;
  const titleId = useId();
  const schema = useMemo(() => withdrawSchema({ language, info, cards }), [language, info, cards]);
  const [firstCard] = cards;
  const {
    control,
    register,
    setValue,
    getValues,
    handleSubmit,
    formState: { errors },
  } = useForm<WithdrawFormValues, unknown, WithdrawValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: 'bank',
      cardId: firstCard ? String(firstCard.id) : '',
      realName: firstCard?.holder ?? '',
      currency: BANK_CURRENCY,
      network: '',
      address: '',
      amount: '',
    },
  });
  const [method, cardId, currency, network, typed] = useWatch({
    control,
    name: ['method', 'cardId', 'currency', 'network', 'amount'],
  });
  const card = cards.find((c) => String(c.id) === cardId) ?? null;
  const rule = feeRule(info, method, network);
  const read = parseAmountInput(typed, language);
  const quote = rule && read.ok && isPositive(read.amount) ? quoteFee(rule, read.amount) : null;
  const unit = method === 'bank' ? BANK_CURRENCY : currency;
  const money = (amount: Money | null) => (amount === null ? '' : formatMoney(amount, language));
  const message = (error: { message?: string } | undefined) =>
    error?.message
      ? t(error.message as WithdrawMessage, { decimal: amountSeparators(language).decimal })
      : undefined;

  const ruleText = (current: FeeRule | null) => {
    if (!current) return null;
    switch (current.kind) {
      case 'bep20':
        return t('withdraw.ruleBep20');
      case 'network':
        return t('withdraw.ruleNetwork', {
          network,
          fixed: money(current.fixed),
          rate: rateText(current.rate, language),
        });
      case 'bank':
        return t('withdraw.ruleBank', { rate: rateText(current.rate, language) });
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>{t('withdraw.form')}</SectionTitle>
        <Balance>
          <span>{t('withdraw.balance')}</span>
          <strong>
            <MoneyText value={info.balance} />
          </strong>
        </Balance>
        <Select
          label={t('method.label')}
          options={[
            { value: 'bank', label: t('method.bank') },
            { value: 'chain', label: t('method.chain'), disabled: info.networks.length === 0 },
          ]}
          autoComplete="off"
          {...register('method', {
            onChange: (event: { target: { value: string } }) => {
              const next = event.target.value as WithdrawMethod;
              const nextCurrency = currenciesOf(info, next)[0] ?? '';
              setValue('currency', nextCurrency);
              setValue('network', networksOf(info, nextCurrency)[0]?.network ?? '');
            },
          })}
        />
        {/* Keyed: the choices change with the method, and a new select takes the form's value. */}
        <Select
          key={`currency-${method}`}
          label={t('withdraw.currency')}
          options={currenciesOf(info, method).map((c) => ({ value: c, label: c }))}
          autoComplete="off"
          {...register('currency', {
            onChange: (event: { target: { value: string } }) => {
              setValue('network', networksOf(info, event.target.value)[0]?.network ?? '');
            },
          })}
        />
        {method === 'bank' ? (
          <>
            {cards.length === 0 ? (
              <Notice
                tone="warning"
                text={t('withdraw.noCards')}
                action={{
                  label: t('withdraw.addCard'),
                  href: pathTo('bankAdd', { redirect: PATHS.withdraw }),
                }}
              />
            ) : null}
            <Select
              label={t('withdraw.card')}
              options={cards.map((c) => ({
                value: String(c.id),
                label: t(c.isDefault ? 'withdraw.cardDefault' : 'withdraw.cardOption', {
                  bank: c.bankName,
                  number: maskCardNumber(c.cardNo),
                }),
              }))}
              autoComplete="off"
              error={message(errors.cardId)}
              {...register('cardId', {
                onChange: (event: { target: { value: string } }) => {
                  const chosen = cards.find((c) => String(c.id) === event.target.value);
                  if (chosen && (getValues('realName') === '' || chosen.holder !== '')) {
                    setValue('realName', chosen.holder);
                  }
                },
              })}
            />
            {card ? (
              <Rows>
                <Row>
                  <dt>{t('withdraw.bankName')}</dt>
                  <dd>{card.bankName}</dd>
                </Row>
                <Row>
                  <dt>{t('withdraw.cardNo')}</dt>
                  <dd>{maskCardNumber(card.cardNo)}</dd>
                </Row>
              </Rows>
            ) : null}
            <TextField
              label={t('withdraw.realName')}
              placeholder={t('withdraw.realNamePlaceholder')}
              autoComplete="name"
              enterKeyHint="next"
              error={message(errors.realName)}
              {...register('realName')}
            />
          </>
        ) : (
          <>
            <Select
              key={`network-${currency}`}
              label={t('withdraw.network')}
              options={networksOf(info, currency).map((n) => ({
                value: n.network,
                label: n.network,
              }))}
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
          hint={t('withdraw.available', { amount: money(info.balance) })}
          error={message(errors.amount)}
          {...register('amount')}
        />
        {quote ? (
          <Rows aria-live="polite">
            <Row>
              <dt>{t('withdraw.fee')}</dt>
              <dd>
                <MoneyText value={quote.fee} />
              </dd>
            </Row>
            <Row data-emphasis="true">
              <dt>{t('withdraw.received')}</dt>
              <dd>
                <MoneyText value={quote.received} />
              </dd>
            </Row>
          </Rows>
        ) : null}
        {ruleText(rule) ? <Rule>{ruleText(rule)}</Rule> : null}
        <Notice tone="info" text={t('withdraw.arrival')} />
        {info.balance === null ? (
          <Notice tone="danger" role="alert" text={t('common:money.unreadable')} />
        ) : null}
        {refusal ? <Notice tone="danger" role="alert" text={refusal} /> : null}
        <Button type="submit" size="lg" block disabled={disabled || info.balance === null}>
          {t('withdraw.submit')}
        </Button>
      </Section>
    </Form>
  );
}
