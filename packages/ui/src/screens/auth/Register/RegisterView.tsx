import { useId, useMemo } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import {
  ImageUploader,
  UploadGateProvider,
  useUploadGate,
  type UploadImage,
} from '../../../primitives/ImageUploader';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { SearchSelect } from '../../../primitives/SearchSelect';
import { TextField } from '../../../primitives/TextField';
import { AuthLink, Form, Intro, Lead } from '../shared/AuthParts';
import { useFormMessage } from '../shared/useFormMessage';
import { countryOptions } from './countries';
import {
  emptyRegistration,
  isEmailRequired,
  registerSchema,
  type RegisterValues,
} from './register.schema';
import type { RegisterModel } from './useRegister';
import { tokens } from '../../../theme/cssTokens';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
  padding-top: ${tokens.space.sm};
`;

const SectionTitle = styled.h2`
  padding-bottom: ${tokens.space.xs};
  border-bottom: 1px solid ${tokens.colors.border};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
`;

const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${tokens.space.lg} ${tokens.space.md};
`;

type ImageFieldName = 'mer_avatar' | 'id_front' | 'id_back';

type ImageFieldProps = {
  control: Control<RegisterValues>;
  name: ImageFieldName & FieldPath<RegisterValues>;
  label: string;
  upload: UploadImage;
  aspect: 'square' | 'card';
};

function ImageField({ control, name, label, upload, aspect }: ImageFieldProps) {
  const formMessage = useFormMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploader
          label={label}
          value={field.value}
          onChange={field.onChange}
          upload={upload}
          aspect={aspect}
          error={formMessage(fieldState.error)}
        />
      )}
    />
  );
}

type RegisterViewProps = RegisterModel & {
  /** Back to the previous page. */
  onBack: () => void;
};

/** /register: every field the platform takes, checked before anything is sent. */
export function RegisterView({
  language,
  mode,
  defaultCode,
  status,
  upload,
  onSubmit,
  onBack,
}: RegisterViewProps) {
  const { t } = useTranslation(['auth', 'app', 'common']);
  const formMessage = useFormMessage();
  const formId = useId();
  const uploads = useUploadGate();
  const schema = useMemo(() => registerSchema({ language }), [language]);
  const countries = useMemo(() => countryOptions(language), [language]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyRegistration(defaultCode),
  });
  const image = { control, upload };

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('app:route.register')} onBack={onBack} />}
      footer={
        <BottomBar>
          <Button
            type="submit"
            form={formId}
            size="lg"
            block
            busy={status === 'submitting'}
            disabled={uploads.pending}
          >
            {uploads.pending ? t('common:upload.waiting') : t('auth:register.submit')}
          </Button>
        </BottomBar>
      }
    >
      <Intro>
        <Lead>{t('auth:register.intro')}</Lead>
        {mode === 'third' ? <Lead>{t('auth:register.third')}</Lead> : null}
      </Intro>
      <UploadGateProvider gate={uploads}>
        <Form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) => {
            if (!uploads.pending) onSubmit(values);
          })}
        >
          <Section aria-labelledby={`${formId}-shop`}>
            <SectionTitle id={`${formId}-shop`}>{t('auth:register.section.shop')}</SectionTitle>
            <ImageField
              {...image}
              name="mer_avatar"
              label={t('auth:register.logo')}
              aspect="square"
            />
            <TextField
              label={t('auth:register.shopName')}
              placeholder={t('auth:register.shopNamePlaceholder')}
              autoComplete="organization"
              inputMode="text"
              maxLength={60}
              error={formMessage(errors.mer_name)}
              {...register('mer_name')}
            />
            <TextField
              label={t('auth:register.address')}
              placeholder={t('auth:register.addressPlaceholder')}
              autoComplete="street-address"
              inputMode="text"
              maxLength={200}
              error={formMessage(errors.mer_address)}
              {...register('mer_address')}
            />
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <SearchSelect
                  label={t('auth:register.country')}
                  options={countries}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={formMessage(errors.country)}
                />
              )}
            />
            <TextField
              label={t('auth:register.phone')}
              placeholder={t('auth:register.phonePlaceholder')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={formMessage(errors.mer_phone)}
              {...register('mer_phone')}
            />
            <TextField
              label={t('auth:register.email')}
              placeholder={t('auth:register.emailPlaceholder')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              optional={!isEmailRequired(language)}
              error={formMessage(errors.mer_email)}
              {...register('mer_email')}
            />
          </Section>
          <Section aria-labelledby={`${formId}-identity`}>
            <SectionTitle id={`${formId}-identity`}>
              {t('auth:register.section.identity')}
            </SectionTitle>
            <TextField
              label={t('auth:register.realName')}
              placeholder={t('auth:register.realNamePlaceholder')}
              autoComplete="name"
              inputMode="text"
              maxLength={60}
              error={formMessage(errors.real_name)}
              {...register('real_name')}
            />
            <Lead>{t('auth:register.idHint')}</Lead>
            <Photos>
              <ImageField
                {...image}
                name="id_front"
                label={t('auth:register.idFront')}
                aspect="card"
              />
              <ImageField
                {...image}
                name="id_back"
                label={t('auth:register.idBack')}
                aspect="card"
              />
            </Photos>
          </Section>
          <Section aria-labelledby={`${formId}-account`}>
            <SectionTitle id={`${formId}-account`}>
              {t('auth:register.section.account')}
            </SectionTitle>
            <TextField
              label={t('auth:register.password')}
              placeholder={t('auth:register.passwordPlaceholder')}
              type="password"
              inputMode="text"
              autoComplete="new-password"
              hint={t('auth:register.passwordHint')}
              error={formMessage(errors.password)}
              {...register('password')}
            />
            <TextField
              label={t('auth:register.repassword')}
              placeholder={t('auth:register.repasswordPlaceholder')}
              type="password"
              inputMode="text"
              autoComplete="new-password"
              error={formMessage(errors.repassword)}
              {...register('repassword')}
            />
            <TextField
              label={t('auth:register.code')}
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              error={formMessage(errors.code)}
              {...register('code')}
            />
          </Section>
          <AuthLink lead={t('auth:register.haveAccount')} href={PATHS.login}>
            {t('auth:register.login')}
          </AuthLink>
        </Form>
      </UploadGateProvider>
    </Page>
  );
}
