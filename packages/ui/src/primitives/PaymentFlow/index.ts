import { BottomSheet } from '../BottomSheet';
import { ConfirmDialog } from '../ConfirmDialog';
import { lazyOverlay } from '../lazyModal';
import type { PaymentFlow as PaymentFlowView, PaymentFlowProps } from './PaymentFlow';

/**
 * The sheets and dialogs of a payment from the balance (see PaymentFlow.tsx), their code loaded
 * apart from the page's first files: nothing is drawn until a payment starts, and the code (with
 * the sheets' and dialogs' own) is fetched while the page is idle.
 */
export const PaymentFlow = lazyOverlay<PaymentFlowProps<unknown>>(
  () =>
    Promise.all([import('./PaymentFlow'), BottomSheet.preload(), ConfirmDialog.preload()]).then(
      ([m]) => m.PaymentFlow,
    ),
  { isOpen: ({ flow }) => flow.step !== 'idle', close: ({ flow }) => flow.close() },
) as unknown as typeof PaymentFlowView;
