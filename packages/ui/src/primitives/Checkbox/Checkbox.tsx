import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../Icon';
import { MinusIcon } from '../Icon/contentIcons';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: ${tokens.sizes.touch};
  min-height: ${tokens.sizes.touch};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.45 : 1)};
`;

const BoxWrap = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;

  [data-mark] {
    position: absolute;
    display: flex;
    pointer-events: none;
    color: ${tokens.colors.accent.onSolid};
    opacity: 0;
  }
`;

const Input = styled.input`
  appearance: none;
  width: 24px;
  height: 24px;
  margin: 0;
  border: 2px solid ${tokens.colors.borderStrong};
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.surface};
  cursor: inherit;
  transition:
    background-color ${tokens.motion.fast} ease,
    border-color ${tokens.motion.fast} ease;

  &:checked,
  &:indeterminate {
    border-color: ${tokens.colors.accent.solid};
    background: ${tokens.colors.accent.solid};
  }

  &:checked:not(:indeterminate) ~ [data-mark='check'],
  &:indeterminate ~ [data-mark='mixed'] {
    opacity: 1;
  }
`;

const Text = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyle : '')}
`;

type CheckboxProps = {
  /** What is being chosen; the accessible name. */
  label: ReactNode;
  /** Ticked, not ticked, or 'indeterminate' ("select all" when only some rows are ticked). */
  checked: boolean | 'indeterminate';
  /** Called with the new state (an indeterminate box becomes ticked). */
  onChange: (checked: boolean) => void;
  /** Cannot be changed. */
  disabled?: boolean;
  /** 'hidden' keeps the label for screen readers only (a row checkbox next to its card). */
  labelVisibility?: 'visible' | 'hidden';
  /** Form field name. */
  name?: string;
  /** Form field value. */
  value?: string;
};

/** A native checkbox drawn large enough for a thumb, for batch selection. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
  labelVisibility = 'visible',
  name,
  value,
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const id = useId();
  const indeterminate = checked === 'indeterminate';
  // Before paint, so the box never flashes unticked.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <Row htmlFor={id} $disabled={disabled}>
      <BoxWrap>
        <Input
          ref={ref}
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked === true}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span data-mark="check">
          <CheckIcon size={16} />
        </span>
        <span data-mark="mixed">
          <MinusIcon size={16} />
        </span>
      </BoxWrap>
      <Text $hidden={labelVisibility === 'hidden'}>{label}</Text>
    </Row>
  );
}
