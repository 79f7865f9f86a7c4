import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '../BottomSheet';
import { PaymentPasswordInput } from '../PaymentPasswordInput';
import { Spinner } from '../Spinner';
import { useStrayTap } from '../strayTap';
import { tokens } from '../../theme/cssTokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.lg};
  padding-bottom: ${tokens.space.md};
`;

const Summary = styled.div`
  width: 100%;
  text-align: center;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  align-self: center;
  align-items: center;
  gap: ${tokens.space.sm};
  width: min(100%, 312px);
  min-height: ${tokens.sizes.touch};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};

  &[data-status='busy'] {
    justify-content: center;
  }
`;

type PaymentPasswordSheetProps = {
  /** Shown or not (controlled). */
  open: boolean;
  /** Called with false when the user closes it (never while busy). */
  onOpenChange: (open: boolean) => void;
  /** Called with the 6 digits; set `status` to 'busy' and send the request. */
  onComplete: (password: string) => void;
  /** 'busy' while the request runs: no typing, no closing. */
  status?: 'idle' | 'busy';
  /** The failure of the last attempt (the server's message); clears the digits. */
  error?: string;
  /** What is being paid, shown above the boxes (amount, fee, what arrives). */
  summary?: ReactNode;
  /** A link to reset the payment password, under the boxes. */
  forgotPassword?: ReactNode;
  /** Title (default "enter payment password"). */
  title?: ReactNode;
};

/** The bottom sheet that asks for the 6-digit payment password before money moves. */
export function PaymentPasswordSheet({
  open,
  onOpenChange,
  onComplete,
  status = 'idle',
  error,
  summary,
  forgotPassword,
  title,
}: PaymentPasswordSheetProps) {
  const { t } = useTranslation('common');
  const busy = status === 'busy';
  // The sheet opens where the button that asked for it was (a pay button at the bottom of the
  // quote): the second tap of a double tap on it must not follow the link drawn there.
  const stray = useStrayTap(open);
  const ignoreStrayTap = (event: MouseEvent) => {
    if (!stray(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('paymentPassword.title')}
      status={status}
    >
      <Stack>
        {summary ? <Summary>{summary}</Summary> : null}
        <PaymentPasswordInput onComplete={onComplete} status={status} error={error} focusOnMount />
        <Footer data-status={status} onClickCapture={ignoreStrayTap}>
          {busy ? (
            <>
              <Spinner size={16} />
              {t('paymentPassword.verifying')}
            </>
          ) : (
            forgotPassword
          )}
        </Footer>
      </Stack>
    </BottomSheet>
  );
}
