import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../../../data/kit/leaveGuard';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import {
  ImageUploader,
  UploadGateProvider,
  useUploadGate,
  type UploadImage,
} from '../../../primitives/ImageUploader';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { DiscardDialog, Form, FormSkeleton } from '../shared/parts';
import { useFormMessage } from '../shared/validation';
import { SHOP_LIMITS, shopInfoSchema, type ShopInfoValues } from './shopInfo.schema';

type ShopFormProps = {
  /** The form element's id (the save button in the bottom bar submits it). */
  id: string;
  /** The saved values. */
  initial: ShopInfoValues;
  /** Sends a logo. */
  upload: UploadImage;
  /** Saves; true when saved (the values become the new saved state). */
  onSave: (values: ShopInfoValues) => Promise<boolean>;
  /** Reports unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
};

function ShopForm({ id, initial, upload, onSave, onDirtyChange }: ShopFormProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ShopInfoValues>({ resolver: zodResolver(shopInfoSchema), defaultValues: initial });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <Form
      id={id}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        // Saved: what is on screen is the saved state now. Refused: the input stays as typed.
        if (await onSave(values)) reset(values);
      })}
    >
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

type ShopInfoViewProps = {
  /** The saved values the form starts from. */
  initial: RequestState<ShopInfoValues>;
  /** Sends a logo to the platform. */
  upload: UploadImage;
  /** Saves the checked values; resolves true when saved. */
  onSave: (values: ShopInfoValues) => Promise<boolean>;
  /** True while saving. */
  saving: boolean;
  /** The form reports whether it holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Asks before unsaved changes are left behind (back button, links, closing the tab). */
  guard: LeaveGuard;
};

/** /baseinfo: logo, name, phone, address, introduction and welcome message of the shop. */
export function ShopInfoView({
  initial,
  upload,
  onSave,
  saving,
  onDirtyChange,
  guard,
}: ShopInfoViewProps) {
  const { t } = useTranslation(['settings', 'app', 'common']);
  const formId = useId();
  const uploads = useUploadGate();
  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('app:route.baseinfo')} onBack={guard.back} />}
      footer={
        initial.status === 'ready' ? (
          <BottomBar>
            <Button type="submit" form={formId} size="lg" busy={saving} disabled={uploads.pending}>
              {uploads.pending ? t('common:upload.waiting') : t('shop.save')}
            </Button>
          </BottomBar>
        ) : undefined
      }
    >
      <Loadable state={initial} skeleton={<FormSkeleton fields={5} image />}>
        {(values) => (
          <UploadGateProvider gate={uploads}>
            <ShopForm
              id={formId}
              initial={values}
              upload={upload}
              onSave={async (next) => !uploads.pending && onSave(next)}
              onDirtyChange={onDirtyChange}
            />
          </UploadGateProvider>
        )}
      </Loadable>
      <DiscardDialog guard={guard} />
    </Page>
  );
}
