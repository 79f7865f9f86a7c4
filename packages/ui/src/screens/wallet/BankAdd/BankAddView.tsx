import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { Card, CardTitle } from '../../../primitives/Card';
import {
  bankCardSchema,
  type BankCardFormValues,
  type BankCardMessage,
  type BankCardValues,
} from './bankCard.schema';
import type { BankAddModel } from './useBankAdd';
import { tokens } from '../../../theme/cssTokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

type BankAddViewProps = ModelViewProps<BankAddModel>;

/** /bank/add: bank name and card number (required, digits only), the holder's name (optional). */
export function BankAddView({ model, onBack }: BankAddViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BankCardFormValues, unknown, BankCardValues>({
    resolver: zodResolver(bankCardSchema),
    defaultValues: { bankName: '', cardNo: '', holder: '' },
  });
  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message as BankCardMessage) : undefined;

  return (
    <Page background="bg" navBar={<NavBar title={t('app:route.bankAdd')} onBack={onBack} />}>
      <Form noValidate onSubmit={handleSubmit(model.submit)}>
        <Card aria-labelledby={titleId}>
          <CardTitle id={titleId}>{t('bankAdd.title')}</CardTitle>
          <TextField
            label={t('bankAdd.bankName')}
            placeholder={t('bankAdd.bankNamePlaceholder')}
            autoComplete="off"
            enterKeyHint="next"
            maxLength={60}
            error={message(errors.bankName)}
            {...register('bankName')}
          />
          <TextField
            label={t('bankAdd.cardNo')}
            placeholder={t('bankAdd.cardNoPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-number"
            enterKeyHint="next"
            error={message(errors.cardNo)}
            {...register('cardNo')}
          />
          <TextField
            label={t('bankAdd.holder')}
            hint={t('bankAdd.holderHint')}
            optional
            autoComplete="cc-name"
            enterKeyHint="done"
            maxLength={60}
            error={message(errors.holder)}
            {...register('holder')}
          />
          {model.refusal ? (
            <Notice
              tone="danger"
              role="alert"
              text={t('bankAdd.failed', { reason: model.refusal })}
            />
          ) : null}
          <Button type="submit" size="lg" block busy={model.busy}>
            {t('bankAdd.submit')}
          </Button>
        </Card>
      </Form>
    </Page>
  );
}
