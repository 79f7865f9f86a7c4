import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { CopyIcon } from '../Icon/contentIcons';
import { useToast } from '../Toast';

type CopyButtonProps = {
  /** The text put on the clipboard (an order number, an address, an invitation code). */
  text: string;
  /** The button's text (default "copy"). */
  children?: ReactNode;
  /** Accessible name when the visible text is not enough ("copy order number"). */
  label?: string;
  /** Button variant (default 'text'). */
  variant?: ButtonVariant;
  /** Button size (default 'sm'). */
  size?: ButtonSize;
  /** Called after the text was copied. */
  onCopied?: () => void;
};

/** Copies text with the Clipboard API and says so; on a non-https page it says it cannot. */
export function CopyButton({
  text,
  children,
  label,
  variant = 'text',
  size = 'sm',
  onCopied,
}: CopyButtonProps) {
  const { t } = useTranslation('common');
  const toast = useToast();

  async function copy() {
    // The Clipboard API exists only on secure pages: copying needs https.
    if (!window.isSecureContext) {
      toast.show(t('copy.insecure'), { tone: 'error' });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('copy.done'), { tone: 'success' });
      onCopied?.();
    } catch {
      toast.show(t('copy.failed'), { tone: 'error' });
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      icon={<CopyIcon size={16} />}
      aria-label={label}
      onClick={() => void copy()}
    >
      {children ?? t('action.copy')}
    </Button>
  );
}
