import { lazyModal } from '../lazyModal';
import type { BottomSheetProps } from './BottomSheetDialog';

export type { BottomSheetProps } from './BottomSheetDialog';

/**
 * A modal panel sliding up from the bottom (Radix Dialog: focus trap, Escape, scroll lock),
 * its code loaded apart from the page's first files (see lazyModal).
 */
export const BottomSheet = lazyModal<BottomSheetProps>(() =>
  import('./BottomSheetDialog').then((m) => m.BottomSheetDialog),
);
