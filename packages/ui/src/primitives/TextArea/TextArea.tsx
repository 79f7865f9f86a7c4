import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bareControl, controlBox, Field, useFieldIds } from '../Field/Field';
import { tokens } from '../../theme/cssTokens';

const Box = styled.div<{ $invalid: boolean }>`
  ${controlBox}
  flex-direction: column;
  align-items: stretch;
  gap: 0;
  padding-block: ${tokens.space.xs};
`;

const Area = styled.textarea`
  ${bareControl}
  resize: vertical;
  line-height: ${tokens.lineHeights.body};
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${tokens.fontSizes.xs};
  color: ${tokens.colors.textSecondary};
  font-variant-numeric: tabular-nums;
`;

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the text area aria-invalid and describes it. */
  error?: ReactNode;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
};

/** A labelled multi-line input; with `maxLength` it shows a character counter. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  id,
  rows = 4,
  onChange,
  ...areaProps
}: TextAreaProps) {
  const { t } = useTranslation('common');
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  const { value, defaultValue, maxLength } = areaProps;
  // Uncontrolled (react-hook-form's register) too: count what was typed.
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const count = typeof value === 'string' ? value.length : typed;
  const counterId = maxLength ? `${controlId}-counter` : undefined;

  return (
    <Field label={label} htmlFor={controlId} optional={optional} hint={hint} error={error}>
      <Box $invalid={Boolean(error)}>
        <Area
          {...areaProps}
          id={controlId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, counterId].filter(Boolean).join(' ') || undefined}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            setTyped(event.target.value.length);
            onChange?.(event);
          }}
        />
        {maxLength ? (
          <Counter id={counterId}>{t('field.counter', { count, max: maxLength })}</Counter>
        ) : null}
      </Box>
    </Field>
  );
}
