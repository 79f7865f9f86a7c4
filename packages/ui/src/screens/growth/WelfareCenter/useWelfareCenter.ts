import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseSignInfo, type SignState } from './signModel';

/** What /welfareCenter needs. */
export type WelfareCenterModel = {
  /** The sign-in state: streak, the week, today's reward. */
  sign: RequestState<SignState>;
  /** Signs in for today (one request in flight; refused by the platform when already signed). */
  signIn: () => void;
  /** True while signing in. */
  signing: boolean;
  /** The platform answered that it does not offer signing in (welfare/sign is assumed). */
  signNotOffered: boolean;
};

/**
 * /welfareCenter: the daily sign-in (GET sign_info, POST sign). A second sign-in the same day
 * is refused by the platform; the refusal is toasted and the state fetched again, which then
 * shows "signed today".
 */
export function useWelfareCenter(): WelfareCenterModel {
  const { t } = useTranslation('growth');
  const query = $api.useQuery('get', '/merchant/welfare/sign_info', undefined, {
    select: selectData(parseSignInfo),
  });
  const signCall = $api.useMutation('post', '/merchant/welfare/sign');
  const action = useAction(() => signCall.mutateAsync({}), {
    successText: t('welfare.done'),
    invalidates: 'signIn',
  });
  return {
    sign: requestState(query),
    signIn: () => void action.run(undefined),
    signing: action.busy,
    signNotOffered: action.failure?.kind === 'notOffered',
  };
}
