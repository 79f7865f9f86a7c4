import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { bareControl, controlBox, Field, useFieldIds } from '../Field/Field';
import { EyeIcon, EyeOffIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

const Box = styled.div<{ $invalid: boolean }>`
  ${controlBox}
`;

const Input = styled.input`
  ${bareControl}
`;

const Affix = styled.span`
  flex: none;
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.md};
`;

const Toggle = styled.button`
  ${resetButton}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  margin-inline-end: -${tokens.space.md};
  color: ${tokens.colors.textSecondary};
  border-radius: ${tokens.radii.md};
`;

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'prefix' | 'size' | 'children'
> & {
  /** The visible label. */
  label: ReactNode;
  /** Autofill hint, required so every field thinks about it ("off" when nothing fits). */
  autoComplete: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and describes it. */
  error?: ReactNode;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
  /** Content before the input inside the box (a currency sign, an icon). */
  prefix?: ReactNode;
  /** Content after the input inside the box (a unit, a button). */
  suffix?: ReactNode;
};

/**
 * A labelled text input. Pass react-hook-form's `register(...)` straight in: the ref and the
 * handlers reach the native input. `type="password"` adds a show/hide button.
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  prefix,
  suffix,
  id,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  const [reveal, setReveal] = useState<'hidden' | 'shown'>('hidden');
  const isPassword = type === 'password';

  return (
    <Field label={label} htmlFor={controlId} optional={optional} hint={hint} error={error}>
      <Box $invalid={Boolean(error)}>
        {prefix ? <Affix>{prefix}</Affix> : null}
        <Input
          {...inputProps}
          id={controlId}
          type={isPassword && reveal === 'shown' ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix ? <Affix>{suffix}</Affix> : null}
        {isPassword ? (
          <Toggle
            type="button"
            aria-controls={controlId}
            aria-label={reveal === 'shown' ? t('password.hide') : t('password.show')}
            onClick={() => setReveal(reveal === 'shown' ? 'hidden' : 'shown')}
          >
            {reveal === 'shown' ? <EyeOffIcon /> : <EyeIcon />}
          </Toggle>
        ) : null}
      </Box>
    </Field>
  );
}
