import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Overlay, useModal } from '../BottomSheet/BottomSheetDialog';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import { tokens } from '../../theme/cssTokens';

// While it appears, the dialog takes no tap: the second tap of a double tap on the button that
// opened it would answer it (with motion reduced, useArrival swallows it).
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -50%) scale(0.95); pointer-events: none; }
  99% { pointer-events: none; }
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${tokens.zIndices.overlay};
  width: min(320px, calc(100vw - 48px));
  max-height: calc(100dvh - 96px);
  overflow-y: auto;
  padding: ${tokens.space.xl} ${tokens.space.lg} ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.shadows.raised};
  transform: translate(-50%, -50%);
  outline: none;

  &[data-state='open'] {
    animation: ${popIn} ${tokens.motion.normal} ${tokens.motion.easing};
  }
`;

const Title = styled(Dialog.Title)`
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
`;

const Message = styled(Dialog.Description)`
  margin-top: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.xl};

  & > * {
    flex: 1;
  }
`;

export type ConfirmDialogProps = {
  /** Shown or not (controlled). */
  open: boolean;
  /** Called with false on cancel, Escape or the back gesture (never while busy). */
  onOpenChange: (open: boolean) => void;
  /** The question ("Delete this bank card?"). */
  title: ReactNode;
  /** What will happen, in a sentence. */
  message?: ReactNode;
  /** Text of the confirm button (default "confirm"). */
  confirmLabel?: ReactNode;
  /** Text of the cancel button (default "cancel"). */
  cancelLabel?: ReactNode;
  /** 'danger' makes the confirm button red, for destructive actions. */
  tone?: 'default' | 'danger';
  /** 'busy' while the confirmed action runs: confirm spins, nothing can close the dialog. */
  status?: 'idle' | 'busy';
  /** Called when the user confirms; close the dialog (or set busy) in response. */
  onConfirm: () => void;
  /** The confirm button opens this page instead (a link; `onConfirm` still runs, to close). */
  confirmHref?: string;
};

/** A modal question with cancel and confirm (role alertdialog; cancel has the focus first). */
export function ConfirmDialogModal({
  open: requested,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  status = 'idle',
  onConfirm,
  confirmHref,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const { open, busy, panel, arrival, returnFocus, change } = useModal<HTMLDivElement>({
    open: requested,
    status,
    onOpenChange,
  });
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Overlay />
        <Content
          ref={panel}
          onClickCapture={arrival.onClickCapture}
          role="alertdialog"
          aria-busy={busy || undefined}
          {...(message ? {} : { 'aria-describedby': undefined })}
          // An alert dialog is answered, not dismissed by a stray tap on the backdrop.
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Title>{title}</Title>
          {message ? <Message>{message}</Message> : null}
          <Actions>
            <Button
              ref={cancelRef}
              variant="secondary"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              {cancelLabel ?? t('action.cancel')}
            </Button>
            {confirmHref ? (
              <LinkButton href={confirmHref} variant="primary" onClick={onConfirm}>
                {confirmLabel ?? t('action.confirm')}
              </LinkButton>
            ) : (
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                busy={busy}
                onClick={onConfirm}
              >
                {confirmLabel ?? t('action.confirm')}
              </Button>
            )}
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
