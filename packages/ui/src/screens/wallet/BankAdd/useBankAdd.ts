import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { PATHS } from '../../../data/address/paths';
import { safeReturnPath } from '../../../data/address/returnPath';
import type { BankCardValues } from './bankCard.schema';

/** Adding a bank card as the form sees it. */
export type BankAddModel = {
  /** Sends a checked card (a second call while one is in flight does nothing). */
  submit: (values: BankCardValues) => void;
  /** True while the card is being sent. */
  busy: boolean;
  /** The platform's refusal of the last attempt (the input is kept), or null. */
  refusal: string | null;
};

/**
 * POST /api/bankcard/add (assumed): on success "bank card added successfully" and back to the
 * page that asked (`?redirect=`, a path of this app) or the card list; a refusal stays on the
 * form with the platform's words.
 */
export function useBankAdd(redirect: string | null): BankAddModel {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const add = $api.useMutation('post', '/api/bankcard/add');
  const action = useAction(
    async (values: BankCardValues) => {
      await add.mutateAsync({
        body: {
          bank_name: values.bankName,
          card_no: values.cardNo,
          ...(values.holder ? { real_name: values.holder } : {}),
        },
      });
      // The toast is this page's sentence; a refusal shows the platform's words.
      return undefined;
    },
    {
      successText: t('bankAdd.added'),
      invalidates: 'bankCards',
      toastFailure: false,
      onSuccess: () => navigate(safeReturnPath(redirect, PATHS.bankList), { replace: true }),
    },
  );
  return {
    submit: (values) => void action.run(values),
    busy: action.busy,
    refusal: action.failureText,
  };
}
