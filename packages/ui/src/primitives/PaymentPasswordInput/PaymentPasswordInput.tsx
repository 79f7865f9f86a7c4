import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { ErrorIcon, EyeIcon, EyeOffIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

/** The payment password is 6 digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

const Wrapper = styled.div`
  display: flex;
  width: 100%;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  width: 100%;
`;

const Toggle = styled.button`
  ${resetButton}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.textSecondary};
`;

const Digit = styled.span`
  font-size: ${tokens.fontSizes.xl};
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Boxes = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${PAYMENT_PASSWORD_LENGTH}, 1fr);
  width: min(100%, 312px);
  height: 52px;
  border: 1px solid ${tokens.colors.borderStrong};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  overflow: hidden;

  &[data-invalid='true'] {
    border-color: ${tokens.colors.tone.danger.text};
  }

  &:focus-within {
    border-color: ${tokens.colors.focus};
    box-shadow: 0 0 0 1px ${tokens.colors.focus};
  }
`;

const blink = keyframes`50% { opacity: 0; }`;

const Box = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;

  & + & {
    border-inline-start: 1px solid ${tokens.colors.border};
  }

  /* The caret: where the next digit goes, while the input has focus. */
  input:focus ~ &[data-state='next']::after {
    content: '';
    width: 2px;
    height: 22px;
    background: ${tokens.colors.focus};
    animation: ${blink} 1s steps(1) infinite;
  }
`;

const Dot = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${tokens.colors.text};
`;

// The real input lies over the boxes, invisible: the phone's own numeric keyboard, paste,
// autofill and screen readers all work on it.
const Input = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: transparent;
  caret-color: transparent;
  font-size: 16px;
  letter-spacing: 2em;
  opacity: 0.01;

  &:disabled {
    cursor: progress;
  }
`;

const ErrorLine = styled.p`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: center;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.tone.danger.text};
  text-align: center;
`;

type PaymentPasswordInputProps = {
  /** Called once with the 6 digits when the last one is typed. */
  onComplete: (password: string) => void;
  /** Called with the digits typed so far. */
  onChange?: (value: string) => void;
  /** Wrong password or another failure: the digits are cleared and this line is shown. */
  error?: string;
  /** 'busy' while the password is checked: no typing. Back to 'idle' with an error clears it. */
  status?: 'idle' | 'busy';
  /** Accessible name (default "payment password (6 digits)"). */
  label?: string;
  /** Focuses the input when shown, which opens the keyboard (a sheet asking only for this). */
  focusOnMount?: boolean;
  /** Adds a show / hide button that shows the digits instead of dots (forms setting a password). */
  revealable?: boolean;
};

/** Six boxes showing dots over one real numeric input. */
export function PaymentPasswordInput({
  onComplete,
  onChange,
  error,
  status = 'idle',
  label,
  focusOnMount = false,
  revealable = false,
}: PaymentPasswordInputProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  // A failed check (a new error, or busy ending with an error) clears the digits.
  const [seen, setSeen] = useState({ error, status });
  const [errorVisible, setErrorVisible] = useState(Boolean(error));
  const [reveal, setReveal] = useState<'hidden' | 'shown'>('hidden');
  const shown = revealable && reveal === 'shown';
  if (seen.error !== error || seen.status !== status) {
    const failed = Boolean(error) && (seen.error !== error || seen.status === 'busy');
    setSeen({ error, status });
    if (failed) {
      setValue('');
      setErrorVisible(true);
    }
  }
  const busy = status === 'busy';

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!busy && value === '' && error) inputRef.current?.focus();
  }, [busy, value, error]);

  const showError = Boolean(error) && errorVisible;

  return (
    <Wrapper>
      <Row>
        <Boxes data-invalid={showError}>
          <Input
            ref={inputRef}
            id={inputId}
            type={shown ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={PAYMENT_PASSWORD_LENGTH}
            aria-label={label ?? t('paymentPassword.label')}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
            disabled={busy}
            value={value}
            // Digits always go at the end, wherever the finger lands on the boxes.
            onSelect={(event) => {
              const input = event.currentTarget;
              const end = input.value.length;
              if (input.selectionStart !== end) input.setSelectionRange(end, end);
            }}
            onChange={(event) => {
              const digits = event.target.value
                .replace(/\D/g, '')
                .slice(0, PAYMENT_PASSWORD_LENGTH);
              setValue(digits);
              setErrorVisible(false);
              onChange?.(digits);
              if (digits.length === PAYMENT_PASSWORD_LENGTH && digits !== value) onComplete(digits);
            }}
          />
          {Array.from({ length: PAYMENT_PASSWORD_LENGTH }, (_, index) => (
            <Box
              key={index}
              aria-hidden="true"
              data-state={
                index < value.length ? 'filled' : index === value.length ? 'next' : 'empty'
              }
            >
              {index >= value.length ? null : shown ? <Digit>{value[index]}</Digit> : <Dot />}
            </Box>
          ))}
        </Boxes>
        {revealable ? (
          <Toggle
            type="button"
            aria-controls={inputId}
            aria-label={shown ? t('password.hide') : t('password.show')}
            onClick={() => setReveal(shown ? 'hidden' : 'shown')}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </Toggle>
        ) : null}
      </Row>
      {showError ? (
        <ErrorLine id={errorId} role="alert">
          <ErrorIcon size={16} />
          {error}
        </ErrorLine>
      ) : null}
    </Wrapper>
  );
}
