import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Failure } from '../../../data/kit/failure';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PaymentPasswordInput } from '../../../primitives/PaymentPasswordInput';
import { Form, FormSkeleton, Lead, SaveFailureNotice } from '../shared/parts';
import { useFormMessage } from '../shared/validation';
import {
  payPasswordSchema,
  type PayPasswordMode,
  type PayPasswordValues,
} from './payPassword.schema';
import { tokens } from '../../../theme/cssTokens';

const EMPTY: PayPasswordValues = { old: '', new: '', renew: '' };
type FieldName = keyof PayPasswordValues;

const Digits = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Caption = styled.span`
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};
`;

type PayPasswordFormProps = {
  /** Set (no old password) or change. */
  mode: PayPasswordMode;
  /** Sends the checked values; true once saved. */
  onSubmit: (values: PayPasswordValues) => Promise<boolean>;
  /** True while saving. */
  submitting: boolean;
  /** Why the last save failed, or null. */
  failure: Failure | null;
};

function PayPasswordForm({ mode, onSubmit, submitting, failure }: PayPasswordFormProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  // The boxes keep their digits themselves: a field starts again (empty, its error shown) when
  // its generation changes, after a refused check or a saved password.
  const [generation, setGeneration] = useState<Record<FieldName, number>>({
    old: 0,
    new: 0,
    renew: 0,
  });
  const { control, handleSubmit, reset, setValue } = useForm<PayPasswordValues>({
    resolver: zodResolver(payPasswordSchema(mode)),
    defaultValues: EMPTY,
    // Errors change on submit only: a changed error would clear the boxes while typing.
    reValidateMode: 'onSubmit',
  });

  const restart = (names: FieldName[]) => {
    for (const name of names) setValue(name, '');
    setGeneration((current) => {
      const next = { ...current };
      for (const name of names) next[name] += 1;
      return next;
    });
  };

  const fields: FieldName[] = mode === 'change' ? ['old', 'new', 'renew'] : ['new', 'renew'];
  const labels: Record<FieldName, string> = {
    old: t('payPassword.old'),
    new: t('payPassword.new'),
    renew: t('payPassword.repeat'),
  };

  return (
    <Form
      noValidate
      onSubmit={handleSubmit(
        async (values) => {
          if (await onSubmit(values)) {
            reset(EMPTY);
            restart(fields);
          }
        },
        (errors: FieldErrors<PayPasswordValues>) =>
          restart(fields.filter((name) => errors[name] !== undefined)),
      )}
    >
      <Lead>{t(mode === 'change' ? 'payPassword.changeIntro' : 'payPassword.setIntro')}</Lead>
      {fields.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <Digits>
              <Caption aria-hidden="true">{labels[name]}</Caption>
              <PaymentPasswordInput
                key={generation[name]}
                label={labels[name]}
                revealable
                onChange={field.onChange}
                onComplete={() => {}}
                error={formMessage(fieldState.error)}
                status={submitting ? 'busy' : 'idle'}
              />
            </Digits>
          )}
        />
      ))}
      <SaveFailureNotice failure={failure} />
      <Button type="submit" size="lg" block busy={submitting}>
        {t('payPassword.submit')}
      </Button>
    </Form>
  );
}

type PayPasswordViewProps = {
  /** The address: /setPaypwd or /changePayPassword (the title until the profile says more). */
  page: 'setPaypwd' | 'changePayPassword';
  /** Set or change, from the profile. */
  mode: RequestState<PayPasswordMode>;
  /** Sends the checked values; resolves true once saved. */
  onSubmit: (values: PayPasswordValues) => Promise<boolean>;
  /** True while saving: the button is busy and the boxes take no typing. */
  submitting: boolean;
  /** Why the last save failed (shown above the button until the next one), or null. */
  failure: Failure | null;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /setPaypwd and /changePayPassword: the 6-digit payment password, twice (and the old one). */
export function PayPasswordView({
  page,
  mode,
  onSubmit,
  submitting,
  failure,
  onBack,
}: PayPasswordViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const shownPage =
    mode.status === 'ready' ? (mode.data === 'set' ? 'setPaypwd' : 'changePayPassword') : page;
  return (
    <Page
      background="surface"
      navBar={<NavBar title={t(`app:route.${shownPage}`)} onBack={onBack} />}
    >
      <Loadable state={mode} skeleton={<FormSkeleton fields={3} height="52px" />}>
        {(current) => (
          <PayPasswordForm
            key={current}
            mode={current}
            onSubmit={onSubmit}
            submitting={submitting}
            failure={failure}
          />
        )}
      </Loadable>
    </Page>
  );
}
