import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bareControl, controlBox, Field, useFieldIds } from '../Field/Field';
import { ChevronDownIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

const Box = styled.div<{ $invalid: boolean }>`
  ${controlBox}
  position: relative;
  padding: 0;

  svg {
    position: absolute;
    inset-inline-end: ${tokens.space.md};
    pointer-events: none;
    color: ${tokens.colors.textSecondary};
  }
`;

const NativeSelect = styled.select`
  ${bareControl}
  appearance: none;
  align-self: stretch;
  padding-inline: ${tokens.space.md} 40px;
  cursor: pointer;

  &:has(option[value='']:checked) {
    color: ${tokens.colors.textTertiary};
  }

  option {
    color: ${tokens.colors.text};
    background: ${tokens.colors.surface};
  }
`;

export type SelectOption = {
  /** The submitted value. */
  value: string;
  /** The shown text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
};

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  /** The visible label. */
  label: ReactNode;
  /** The choices. */
  options: SelectOption[];
  /** Text shown while nothing is chosen (default "please choose"). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the select aria-invalid and describes it. */
  error?: ReactNode;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
};

/** The phone's own picker (wheel on iOS, list on Android), styled like the other fields. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  ...selectProps
}: SelectProps) {
  const { t } = useTranslation('common');
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <Field label={label} htmlFor={controlId} optional={optional} hint={hint} error={error}>
      <Box $invalid={Boolean(error)}>
        <NativeSelect
          {...(selectProps.value === undefined && selectProps.defaultValue === undefined
            ? { defaultValue: '' }
            : {})}
          {...selectProps}
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="" disabled={!optional}>
            {placeholder ?? t('select.placeholder')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon />
      </Box>
    </Field>
  );
}
