import { useRef } from 'react';
import { usePageShown } from '../../data/boot/pageShown';
import { useArrival } from '../strayTap';
import { useReturnFocus } from './useReturnFocus';

type ModalOptions = {
  /** Whether the modal is asked to be open. */
  open: boolean;
  /** 'busy' while its action runs: nothing closes it until the answer. */
  status: 'idle' | 'busy';
  /** Called when the modal opens or closes. */
  onOpenChange: (open: boolean) => void;
};

/**
 * What every modal (the bottom sheet, the confirm dialog) does around Radix Dialog: on a tab page
 * kept hidden behind another (the Back button moved away while it was open) it is closed, and
 * open again once the page is shown; while busy nothing closes it; closed, the focus goes back to
 * what opened it; a tap while it arrives is swallowed (`arrival`, on the element of `panel`).
 * `change` is the Dialog's `onOpenChange`.
 */
export function useModal<E extends HTMLElement>({
  open: requested,
  status,
  onOpenChange,
}: ModalOptions) {
  const shown = usePageShown();
  const open = requested && shown;
  const busy = status === 'busy';
  const returnFocus = useReturnFocus(open);
  const panel = useRef<E>(null);
  const arrival = useArrival(open, panel);
  return {
    open,
    busy,
    panel,
    arrival,
    returnFocus,
    change: (next: boolean) => {
      if (!busy || next) onOpenChange(next);
    },
  };
}
