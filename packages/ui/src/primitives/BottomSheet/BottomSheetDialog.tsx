import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { useKeyboardInset } from '../BottomBar/useKeyboardInset';
import { CloseIcon } from '../Icon/contentIcons';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import { usePageShown } from '../../data/boot/pageShown';
import { useArrival } from '../strayTap';
import { useReturnFocus } from './useReturnFocus';
import { tokens } from '../../theme/cssTokens';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
// While it slides in, the sheet takes no tap: the second tap of a double tap on the button that
// opened it would press whatever slides under the finger (it reaches the backdrop instead; with
// motion reduced, useArrival swallows it).
const slideUp = keyframes`
  from { transform: translateY(100%); pointer-events: none; }
  99% { pointer-events: none; }
`;
const slideDown = keyframes`to { transform: translateY(100%); }`;

/** The dimmed layer behind sheets and dialogs. */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${tokens.zIndices.overlay};
  background: ${tokens.colors.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} ${tokens.motion.normal} ease-out;
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${tokens.motion.fast} ease-in;
  }
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  right: 0;
  bottom: var(--keyboard-inset, 0px);
  left: 0;
  z-index: ${tokens.zIndices.overlay};
  display: flex;
  flex-direction: column;
  max-width: 640px;
  max-height: calc(100dvh - var(--keyboard-inset, 0px) - var(--safe-area-top, 0px) - 48px);
  margin-inline: auto;
  border-radius: ${tokens.radii.lg} ${tokens.radii.lg} 0 0;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.shadows.sheet};
  outline: none;

  &[data-state='open'] {
    animation: ${slideUp} ${tokens.motion.normal} ${tokens.motion.easing};
  }

  &[data-state='closed'] {
    animation: ${slideDown} ${tokens.motion.fast} ease-in;
  }
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: ${tokens.sizes.touch} 1fr ${tokens.sizes.touch};
  align-items: center;
  padding: ${tokens.space.xs} ${tokens.space.xs} 0;
`;

const HiddenTitle = styled(Dialog.Title)`
  ${visuallyHiddenStyle}
`;

const Title = styled(Dialog.Title)`
  grid-column: 2;
  padding-block: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
`;

const Close = styled(Dialog.Close)`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.textSecondary};

  &:disabled {
    opacity: 0.45;
  }
`;

const Description = styled(Dialog.Description)`
  padding: 0 ${tokens.space.lg};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
  text-align: center;
`;

const Body = styled.div<{ $padding: 'normal' | 'none' }>`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme, $padding }) =>
    $padding === 'none' ? '0' : `${theme.space.md} ${theme.space.lg}`};
`;

const Footer = styled.div`
  padding: ${tokens.space.sm} ${tokens.space.lg}
    max(${tokens.space.lg}, var(--safe-area-bottom, 0px));
`;

const SafeBottom = styled.div`
  flex: none;
  height: var(--safe-area-bottom, 0px);
`;

export type BottomSheetProps = {
  /** Shown or not (controlled). */
  open: boolean;
  /** Called with false when the user closes it (close button, backdrop, Escape, back gesture). */
  onOpenChange: (open: boolean) => void;
  /** The sheet's title (its accessible name). */
  title: ReactNode;
  /** 'hidden' keeps the title for screen readers only and drops the close button (give one in the content). */
  titleVisibility?: 'visible' | 'hidden';
  /** A line under the title (its accessible description). */
  description?: ReactNode;
  /** 'busy' while its action runs: it cannot be closed until the answer. */
  status?: 'idle' | 'busy';
  /** The content; scrolls when taller than the screen. */
  children: ReactNode;
  /** Buttons pinned under the content. */
  footer?: ReactNode;
  /** 'none' lets full-width rows touch the edges (default 'normal'). */
  bodyPadding?: 'normal' | 'none';
};

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

/** A modal panel sliding up from the bottom (Radix Dialog: focus trap, Escape, scroll lock). */
export function BottomSheetDialog({
  open: requested,
  onOpenChange,
  title,
  titleVisibility = 'visible',
  description,
  status = 'idle',
  children,
  footer,
  bodyPadding = 'normal',
}: BottomSheetProps) {
  const { t } = useTranslation('common');
  const { open, busy, panel, arrival, returnFocus, change } = useModal<HTMLDivElement>({
    open: requested,
    status,
    onOpenChange,
  });
  const keyboard = useKeyboardInset(open);
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Overlay />
        <Content
          ref={panel}
          onClickCapture={arrival.onClickCapture}
          aria-busy={busy || undefined}
          // Nor does a tap on the backdrop close it before it is in place.
          onPointerDownOutside={(event) => {
            if (arrival.arriving(event.detail.originalEvent)) event.preventDefault();
          }}
          onCloseAutoFocus={returnFocus}
          // The sheet itself takes the focus (screen readers read its title), not its close button;
          // content that focuses itself on mount (the payment password) keeps it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          style={{ '--keyboard-inset': `${keyboard}px` } as CSSProperties}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {titleVisibility === 'hidden' ? (
            <HiddenTitle>{title}</HiddenTitle>
          ) : (
            <Header>
              <Title>{title}</Title>
              <Close aria-label={t('action.close')} disabled={busy}>
                <CloseIcon size={22} />
              </Close>
            </Header>
          )}
          {description ? <Description>{description}</Description> : null}
          <Body $padding={bodyPadding}>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : keyboard > 0 ? null : <SafeBottom />}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
