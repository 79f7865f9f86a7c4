import { useLocation } from 'wouter';
import { isPhone } from '../shared/validation';
import { useAction } from '../../../data/kit/action';
import { apiClient } from '../../../data/kit/api';
import { PATHS } from '../../../data/address/paths';
import { session } from '../../../data/boot/session';
import type { ForgotPasswordValues } from './forgotPassword.schema';

/** What the forgot-password page needs. */
export type ForgotPasswordModel = {
  /** The phone number remembered from the last login (when it was one), or ''. */
  defaultPhone: string;
  /** 'submitting' while the reset is in flight. */
  status: 'idle' | 'submitting';
  /** Sends the checked values (a second call while one is in flight does nothing). */
  submit: (values: ForgotPasswordValues) => void;
};

/**
 * Forgot password: resetpwd as the platform's public client sends it (the shop's `mer_phone`,
 * the new password twice, an empty `oldpassword`), then back to /login with the phone filled.
 * The passwords go straight to the client (see `$api`).
 */
export function useForgotPassword(): ForgotPasswordModel {
  const [, navigate] = useLocation();
  const send = useAction(
    async (values: ForgotPasswordValues) => {
      const { data } = await apiClient.POST('/merchant/merchant/resetpwd', {
        body: {
          mer_phone: values.mer_phone.trim(),
          newpassword: values.newpassword,
          renewpassword: values.renewpassword,
          oldpassword: '',
        },
      });
      return data;
    },
    {
      successText: null,
      onSuccess: (_answer, values) => {
        session.set({ account: values.mer_phone.trim() });
        navigate(PATHS.login, { replace: true });
      },
    },
  );
  const remembered = session.get().account ?? '';

  return {
    defaultPhone: isPhone(remembered) ? remembered : '',
    status: send.busy ? 'submitting' : 'idle',
    submit: (values) => void send.run(values),
  };
}
