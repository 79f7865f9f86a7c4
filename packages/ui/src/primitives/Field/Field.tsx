import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ErrorIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${tokens.fontSizes.sm};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.text};
`;

const Optional = styled.span`
  margin-inline-start: ${tokens.space.xs};
  font-weight: ${tokens.fontWeights.regular};
  color: ${tokens.colors.textSecondary};
`;

const Message = styled.p<{ $tone: 'hint' | 'error' }>`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: flex-start;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.tone.danger.text : theme.colors.textSecondary};

  svg {
    flex: none;
    margin-top: 1px;
  }
`;

/** The bordered box around an input, a select or a text area; red when invalid. */
export const controlBox = css<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.sizes.control};
  padding-inline: ${tokens.space.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.tone.danger.text : theme.colors.borderStrong)};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  transition: border-color ${tokens.motion.fast} ease;

  &:focus-within {
    border-color: ${({ theme, $invalid }) =>
      $invalid ? theme.colors.tone.danger.text : theme.colors.focus};
    box-shadow: 0 0 0 1px
      ${({ theme, $invalid }) => ($invalid ? theme.colors.tone.danger.text : theme.colors.focus)};
  }

  &:has(:is(input, select, textarea):disabled) {
    background: ${tokens.colors.surfaceMuted};
    color: ${tokens.colors.textSecondary};
  }
`;

/** The bare native control inside `controlBox`: 16px text so iOS does not zoom. */
export const bareControl = css`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${tokens.space.sm} 0;
  border: 0;
  outline: none;
  background: transparent;
  font-size: ${tokens.fontSizes.input};
  line-height: ${tokens.lineHeights.tight};

  &::placeholder {
    color: ${tokens.colors.textTertiary};
    opacity: 1;
  }
`;

/** The ids a field's control needs: its own, and what describes it. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

type FieldProps = {
  /** The visible label. */
  label: ReactNode;
  /** Id of the control the label names (the label's own id is `${htmlFor}-label`). */
  htmlFor: string;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
  /** Help text under the control (its id is `${htmlFor}-hint`). */
  hint?: ReactNode;
  /** Error text under the control (its id is `${htmlFor}-error`). */
  error?: ReactNode;
  /** Announces the error as it appears (role alert): for errors caused by an action, not typing. */
  errorLive?: boolean;
  /** The control. */
  children: ReactNode;
};

/** Label, control, hint and error, stacked: the frame of every form field. */
export function Field({ label, htmlFor, optional, hint, error, errorLive, children }: FieldProps) {
  const { t } = useTranslation('common');
  return (
    <Wrapper>
      <Label htmlFor={htmlFor} id={`${htmlFor}-label`}>
        {label}
        {optional ? <Optional>{t('field.optional')}</Optional> : null}
      </Label>
      {children}
      {error ? (
        <Message id={`${htmlFor}-error`} $tone="error" role={errorLive ? 'alert' : undefined}>
          <ErrorIcon size={16} />
          {error}
        </Message>
      ) : null}
      {hint ? (
        <Message id={`${htmlFor}-hint`} $tone="hint">
          {hint}
        </Message>
      ) : null}
    </Wrapper>
  );
}
