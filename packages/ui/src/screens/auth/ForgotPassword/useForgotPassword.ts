import { useLocation } from 'wouter';
import { useAction } from '../../../data/action';
import { $api } from '../../../data/api';
import { LOGIN_PATH } from '../../../data/returnPath';
import { session } from '../../../data/session';
import type { ForgotPasswordValues } from './forgotPassword.schema';

/** What the forgot-password page needs. */
export type ForgotPasswordModel = {
  /** The account name remembered from the last login, or ''. */
  defaultAccount: string;
  /** 'submitting' while the reset is in flight. */
  status: 'idle' | 'submitting';
  /** Sends the checked values (a second call while one is in flight does nothing). */
  submit: (values: ForgotPasswordValues) => void;
};

/** Forgot password: resetpwd with the account, then back to /login with the account filled. */
export function useForgotPassword(): ForgotPasswordModel {
  const [, navigate] = useLocation();
  const reset = $api.useMutation('post', '/merchant/merchant/resetpwd');
  const send = useAction(
    (values: ForgotPasswordValues) =>
      reset.mutateAsync({
        body: {
          account: values.account.trim(),
          newpassword: values.newpassword,
          renewpassword: values.renewpassword,
        },
      }),
    {
      successText: null,
      onSuccess: (_answer, values) => {
        session.set({ account: values.account.trim() });
        navigate(LOGIN_PATH, { replace: true });
      },
    },
  );

  return {
    defaultAccount: session.get().account ?? '',
    status: send.busy ? 'submitting' : 'idle',
    submit: (values) => void send.run(values),
  };
}
