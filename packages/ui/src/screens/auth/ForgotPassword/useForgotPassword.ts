import { useLocation } from 'wouter';
import { $api } from '../../../data/api';
import { useErrorText } from '../../../data/errors';
import { session } from '../../../data/session';
import { useToast } from '../../../primitives/Toast';
import type { ForgotPasswordValues } from './forgotPassword.schema';

/** Forgot password: resetpwd with the account, then back to /login with the account filled. */
export function useForgotPassword() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const errorText = useErrorText();
  const reset = $api.useMutation('post', '/merchant/merchant/resetpwd');

  const submit = (values: ForgotPasswordValues) => {
    if (reset.isPending) return;
    const account = values.account.trim();
    reset.mutate(
      {
        body: {
          account,
          newpassword: values.newpassword,
          renewpassword: values.renewpassword,
        },
      },
      {
        onSuccess: (envelope) => {
          session.set({ account });
          toast.show(envelope.msg, { tone: 'success' });
          navigate('/login', { replace: true });
        },
        onError: (error) => toast.show(errorText(error), { tone: 'error' }),
      },
    );
  };

  return {
    defaultAccount: session.get().account ?? '',
    status: reset.isPending ? ('submitting' as const) : ('idle' as const),
    submit,
  };
}
