import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploader, type UploadImage } from '../../../primitives/ImageUploader';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import {
  SettingsFormPage,
  type SettingsForm,
  type SettingsFormViewProps,
  useSavedForm,
} from '../shared/SettingsFormPage';
import { Form, FormSkeleton } from '../shared/parts';
import { useFormMessage } from '../shared/validation';
import { SHOP_LIMITS, shopInfoSchema, type ShopInfoValues } from './shopInfo.schema';
import type { ShopInfoModel } from './useShopInfo';

type ShopFormProps = SettingsForm<ShopInfoValues> & {
  /** The saved values. */
  initial: ShopInfoValues;
  /** Sends a logo. */
  upload: UploadImage;
};

function ShopForm({ id, initial, upload, onSave, onDirtyChange }: ShopFormProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  const {
    control,
    register,
    onSubmit,
    formState: { errors },
  } = useSavedForm(zodResolver(shopInfoSchema), initial, { onSave, onDirtyChange });

  return (
    <Form id={id} noValidate onSubmit={onSubmit}>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <ImageUploader
            label={t('shop.logo')}
            value={field.value}
            onChange={field.onChange}
            upload={upload}
            aspect="square"
            error={formMessage(fieldState.error)}
          />
        )}
      />
      <TextField
        label={t('shop.name')}
        placeholder={t('shop.namePlaceholder')}
        autoComplete="organization"
        error={formMessage(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('shop.phone')}
        placeholder={t('shop.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={formMessage(errors.phone)}
        {...register('phone')}
      />
      <TextField
        label={t('shop.address')}
        placeholder={t('shop.addressPlaceholder')}
        autoComplete="street-address"
        error={formMessage(errors.address)}
        {...register('address')}
      />
      <TextArea
        label={t('shop.introduction')}
        placeholder={t('shop.introductionPlaceholder')}
        autoComplete="off"
        optional
        rows={4}
        maxLength={SHOP_LIMITS.introduction}
        defaultValue={initial.introduction}
        error={formMessage(errors.introduction)}
        {...register('introduction')}
      />
      <TextArea
        label={t('shop.welcome')}
        hint={t('shop.welcomeHint')}
        autoComplete="off"
        optional
        rows={2}
        maxLength={SHOP_LIMITS.welcome}
        defaultValue={initial.welcome}
        error={formMessage(errors.welcome)}
        {...register('welcome')}
      />
    </Form>
  );
}

type ShopInfoViewProps = SettingsFormViewProps<ShopInfoModel>;

/** /baseinfo: logo, name, phone, address, introduction and welcome message of the shop. */
export function ShopInfoView({ initial, upload, ...page }: ShopInfoViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  return (
    <SettingsFormPage
      {...page}
      title={t('app:route.baseinfo')}
      state={initial}
      skeleton={<FormSkeleton fields={5} image />}
      saveLabel={t('shop.save')}
      withUploads
    >
      {(values, form) => <ShopForm {...form} initial={values} upload={upload} />}
    </SettingsFormPage>
  );
}
