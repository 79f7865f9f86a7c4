import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAction } from '../../../data/kit/action';
import type { Failure } from '../../../data/kit/failure';
import { apiClient } from '../../../data/kit/api';
import { PATHS } from '../../../data/address/paths';
import { useMerchantProfile, type PayPasswordState } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import { safeReturnPath } from '../../../data/address/returnPath';
import { useGoBack } from '../../../shell/useGoBack';
import type { PayPasswordMode, PayPasswordValues } from './payPassword.schema';

/** What the payment password page needs. */
export type PayPasswordModel = {
  /**
   * Set or change, from the profile (`have_pay`): the platform asks for the old one once set.
   * When the profile does not say, the page the merchant chose decides.
   */
  mode: RequestState<PayPasswordMode>;
  /** Sends the checked values; resolves true once saved (the form is then emptied). */
  submit: (values: PayPasswordValues) => Promise<boolean>;
  /** True while saving. */
  submitting: boolean;
  /** Why the last attempt failed, shown until the next one; null when it did not fail. */
  failure: Failure | null;
};

/** Change once set, set when not; the page's own mode when the profile does not say. */
function modeOf(state: PayPasswordState, page: 'setPaypwd' | 'changePayPassword'): PayPasswordMode {
  if (state === 'set') return 'change';
  if (state === 'unset') return 'set';
  return page === 'changePayPassword' ? 'change' : 'set';
}

/**
 * /setPaypwd and /changePayPassword: resetPay as the platform's public client sends it (set:
 * `old` empty and `is_verify` '0'; change: the current one in `old` and `is_verify` '1'; the
 * repeat is checked here only), then back where the merchant came from: the
 * `redirect` path (a page of this app only, e.g. the order being picked) or the previous page.
 * The digits go straight to the client: never into the query or mutation cache, storage or an
 * address.
 */
export function usePayPassword(
  redirect: string | null,
  page: 'setPaypwd' | 'changePayPassword',
): PayPasswordModel {
  const { t } = useTranslation('settings');
  const [, navigate] = useLocation();
  const goBack = useGoBack(PATHS.setting);
  const profile = useMerchantProfile();
  const mode: RequestState<PayPasswordMode> =
    profile.status === 'ready'
      ? { ...profile, data: modeOf(profile.data.payPassword, page) }
      : profile;
  const changing = mode.status === 'ready' && mode.data === 'change';

  const save = useAction(
    async (values: PayPasswordValues) => {
      const { data } = await apiClient.POST('/merchant/merchant/resetPay', {
        body: changing
          ? { old: values.old, new: values.new, is_verify: '1' }
          : { old: '', new: values.new, is_verify: '0' },
      });
      return data;
    },
    {
      successText: t(changing ? 'payPassword.changed' : 'payPassword.set'),
      invalidates: 'payPassword',
      onSuccess: () => {
        if (redirect) navigate(safeReturnPath(redirect), { replace: true });
        else goBack();
      },
    },
  );
  return { mode, submit: save.run, submitting: save.busy, failure: save.failure };
}
