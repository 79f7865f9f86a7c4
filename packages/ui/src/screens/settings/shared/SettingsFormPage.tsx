import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../data/kit/failure';
import type { LeaveGuard } from '../../../data/kit/leaveGuard';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { UploadGateProvider, useUploadGate } from '../../../primitives/ImageUploader';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { DiscardDialog, SaveFailureNotice } from './parts';

/** What the hook of every settings form page returns, beside what its form starts from. */
export type SettingsFormModel<V> = {
  /** Saves the checked values; resolves true once the platform saved them. */
  save: (values: V) => Promise<boolean>;
  /** True while saving: the save button is busy. */
  saving: boolean;
  /** Why the last save failed, shown until the next save; null when it did not fail. */
  saveFailure: Failure | null;
  /** The form reports whether it holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Asks before unsaved changes are left behind. */
  guard: LeaveGuard;
};

/** The props of a settings form page's view: its hook's model, with its save as the form's `onSave`. */
export type SettingsFormViewProps<M extends SettingsFormModel<never>> = Omit<M, 'save'> & {
  onSave: M['save'];
};

/** The form inside a settings page, as the page hands it over (its props, to spread on it). */
export type SettingsForm<V> = {
  /** The form element's id (the footer's save button submits it). */
  id: string;
  /** Saves; true when saved (the values become the new saved state); nothing while a picture uploads. */
  onSave: (values: V) => Promise<boolean>;
  /** Reports unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * The react-hook-form of a settings form (`resolver` checks it), starting from the saved values:
 * it reports whether it holds unsaved changes, and its `onSubmit` saves the checked values, after
 * which what is on screen is the saved state (a refusal leaves the input as typed).
 */
export function useSavedForm<V extends FieldValues>(
  resolver: Resolver<V>,
  initial: DefaultValues<V>,
  { onSave, onDirtyChange }: Omit<SettingsForm<V>, 'id'>,
) {
  const form = useForm<V>({ resolver, defaultValues: initial });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onSubmit = form.handleSubmit(async (values) => {
    if (await onSave(values)) form.reset(values);
  });
  return { ...form, onSubmit };
}

type SettingsFormPageProps<T, V> = SettingsFormViewProps<SettingsFormModel<V>> & {
  /** The page's title. */
  title: string;
  /** What the form starts from; the save button shows once it is there. */
  state: RequestState<T>;
  /** Drawn while `state` loads. */
  skeleton: ReactNode;
  /** The save button's label. */
  saveLabel: string;
  /** The form takes pictures: the save button waits for their uploads. */
  withUploads?: boolean;
  /** Shown above the form (a notice). */
  notice?: ReactNode;
  /** The form, from the values it starts with. */
  children: (values: T, form: SettingsForm<V>) => ReactNode;
};

/**
 * A settings page that edits one record in a form: its title with the leave guard's back,
 * the form once what it starts from is read, the save button in the footer, and the dialog
 * that asks before unsaved changes are lost.
 */
export function SettingsFormPage<T, V>({
  title,
  state,
  skeleton,
  saveLabel,
  onSave,
  saving,
  saveFailure,
  onDirtyChange,
  guard,
  withUploads = false,
  notice,
  children,
}: SettingsFormPageProps<T, V>) {
  const { t } = useTranslation('common');
  const id = useId();
  const uploads = useUploadGate();
  const uploading = withUploads && uploads.pending;
  const form: SettingsForm<V> = {
    id,
    onSave: async (values) => !uploading && onSave(values),
    onDirtyChange,
  };
  return (
    <Page
      background="surface"
      navBar={<NavBar title={title} onBack={guard.back} />}
      footer={
        state.status === 'ready' ? (
          <BottomBar>
            <Button type="submit" form={id} size="lg" busy={saving} disabled={uploading}>
              {uploading ? t('upload.waiting') : saveLabel}
            </Button>
          </BottomBar>
        ) : undefined
      }
    >
      {notice}
      <SaveFailureNotice failure={saveFailure} />
      <Loadable state={state} skeleton={skeleton}>
        {(values) =>
          withUploads ? (
            <UploadGateProvider gate={uploads}>{children(values, form)}</UploadGateProvider>
          ) : (
            children(values, form)
          )
        }
      </Loadable>
      <DiscardDialog guard={guard} />
    </Page>
  );
}
