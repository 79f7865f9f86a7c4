import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../../../data/kit/leaveGuard';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { UploadGateProvider, useUploadGate } from '../../../primitives/ImageUploader';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { DiscardDialog } from './parts';

/** The form inside a settings page, as the page hands it over. */
export type SettingsForm = {
  /** The form element's id (the footer's save button submits it). */
  id: string;
  /** True while a picture is still uploading: saving waits for it. */
  uploading: boolean;
};

type SettingsFormPageProps<T> = {
  /** The page's title. */
  title: string;
  /** What the form starts from; the save button shows once it is there. */
  state: RequestState<T>;
  /** Drawn while `state` loads. */
  skeleton: ReactNode;
  /** The save button's label. */
  saveLabel: string;
  /** True while saving. */
  saving: boolean;
  /** Asks before unsaved changes are left behind (back button, links, closing the tab). */
  guard: LeaveGuard;
  /** The form takes pictures: the save button waits for their uploads. */
  withUploads?: boolean;
  /** Shown above the form (a notice). */
  notice?: ReactNode;
  /** The form, from the values it starts with. */
  children: (values: T, form: SettingsForm) => ReactNode;
};

/**
 * A settings page that edits one record in a form: its title with the leave guard's back,
 * the form once what it starts from is read, the save button in the footer, and the dialog
 * that asks before unsaved changes are lost.
 */
export function SettingsFormPage<T>({
  title,
  state,
  skeleton,
  saveLabel,
  saving,
  guard,
  withUploads = false,
  notice,
  children,
}: SettingsFormPageProps<T>) {
  const { t } = useTranslation('common');
  const id = useId();
  const uploads = useUploadGate();
  const uploading = withUploads && uploads.pending;
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
      <Loadable state={state} skeleton={skeleton}>
        {(values) =>
          withUploads ? (
            <UploadGateProvider gate={uploads}>
              {children(values, { id, uploading })}
            </UploadGateProvider>
          ) : (
            children(values, { id, uploading })
          )
        }
      </Loadable>
      <DiscardDialog guard={guard} />
    </Page>
  );
}
