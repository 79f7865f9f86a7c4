import { useState } from 'react';

/**
 * Radix puts the focus back on its Dialog.Trigger when a dialog closes; a dialog opened from
 * state has no trigger, and the focus would fall to the body. This remembers what had the focus
 * when `open` became true and returns the `onCloseAutoFocus` handler that restores it.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const [opener, setOpener] = useState<Element | null>(() =>
    open && typeof document !== 'undefined' ? document.activeElement : null,
  );
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  return (event) => {
    event.preventDefault();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
}
