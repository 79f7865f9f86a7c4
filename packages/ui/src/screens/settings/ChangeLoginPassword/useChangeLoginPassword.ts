import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAction } from '../../../data/kit/action';
import type { Failure } from '../../../data/kit/failure';
import { apiClient } from '../../../data/kit/api';
import { PATHS } from '../../../data/address/paths';
import { session } from '../../../data/boot/session';
import type { ChangeLoginPasswordValues } from './changeLoginPassword.schema';

/** What the change-login-password page needs. */
export type ChangeLoginPasswordModel = {
  /** Sends the checked values; resolves true once changed. */
  submit: (values: ChangeLoginPasswordValues) => Promise<boolean>;
  /** True while the change is in flight. */
  submitting: boolean;
  /** Why the last attempt failed, shown until the next one; null when it did not fail. */
  failure: Failure | null;
};

/**
 * /changeLoginPassword: resetpwd with the current password. The platform ends every session
 * after a change (see the contract), so the app clears its own and sends the merchant to
 * /login with a plain sentence saying so. The passwords go straight to the client: never into
 * the query or mutation cache, the session, storage or an address.
 */
export function useChangeLoginPassword(): ChangeLoginPasswordModel {
  const { t } = useTranslation('settings');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const change = useAction(
    async (values: ChangeLoginPasswordValues) => {
      await apiClient.POST('/merchant/merchant/resetpwd', {
        body: {
          oldpassword: values.oldpassword,
          newpassword: values.newpassword,
          renewpassword: values.renewpassword,
        },
      });
      // Our sentence, not the server's: it must say that logging in again is needed.
      return undefined;
    },
    {
      successText: t('loginPassword.relogin'),
      successDuration: 4000,
      onSuccess: () => {
        navigate(PATHS.login, { replace: true });
        session.clear();
        queryClient.clear();
      },
    },
  );
  return { submit: change.run, submitting: change.busy, failure: change.failure };
}
