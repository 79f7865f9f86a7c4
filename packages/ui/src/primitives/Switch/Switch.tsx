import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { expandHitArea, resetButton } from '../../theme/mixins';
import { Spinner } from '../Spinner';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-height: ${tokens.sizes.touch};
`;

const Label = styled.label<{ $hidden: boolean }>`
  flex: 1;
  min-width: 0;
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyle : '')}
`;

const Track = styled.button`
  ${resetButton}
  ${expandHitArea}
  flex: none;
  width: 50px;
  height: 30px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.borderStrong};
  transition: background-color ${tokens.motion.normal} ease;

  &[aria-checked='true'] {
    background: ${tokens.colors.accent.solid};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: #fff;
  color: ${tokens.colors.textSecondary};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  transition: transform ${tokens.motion.normal} ${tokens.motion.easing};

  [aria-checked='true'] > & {
    transform: translateX(20px);
    color: ${tokens.colors.accent.text};
  }

  [dir='rtl'] & {
    left: auto;
    right: 3px;
  }
`;

type SwitchProps = {
  /** What the switch turns on; its accessible name. */
  label: ReactNode;
  /** On or off. */
  checked: boolean;
  /** Called with the wanted state; ignored while busy. */
  onChange: (checked: boolean) => void;
  /** 'busy' while the change is being saved: a spinner in the thumb, taps ignored. */
  status?: 'idle' | 'busy';
  /** Cannot be changed. */
  disabled?: boolean;
  /** 'hidden' keeps the label for screen readers only (when the row already shows it). */
  labelVisibility?: 'visible' | 'hidden';
  /** Id of the switch button. */
  id?: string;
};

/** An on/off switch (role switch) that saves at once, e.g. putting a product on the shelf. */
export function Switch({
  label,
  checked,
  onChange,
  status = 'idle',
  disabled,
  labelVisibility = 'visible',
  id,
}: SwitchProps) {
  const auto = useId();
  const switchId = id ?? `switch-${auto}`;
  const busy = status === 'busy';
  return (
    <Row>
      <Label htmlFor={switchId} $hidden={labelVisibility === 'hidden'}>
        {label}
      </Label>
      <Track
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      >
        <Thumb>{busy ? <Spinner size={14} /> : null}</Thumb>
      </Track>
    </Row>
  );
}
