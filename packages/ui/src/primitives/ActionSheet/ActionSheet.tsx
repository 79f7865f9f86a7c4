import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pressable, resetButton } from '../../theme/mixins';
import { BottomSheet } from '../BottomSheet';
import { tokens } from '../../theme/cssTokens';

const List = styled.ul<{ $titled: boolean }>`
  border-top: ${({ theme, $titled }) => ($titled ? `1px solid ${theme.colors.border}` : 'none')};
  margin-top: ${({ theme, $titled }) => ($titled ? theme.space.sm : '0')};
`;

const Action = styled.button<{ $tone: 'default' | 'danger' }>`
  ${resetButton}
  ${pressable}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 56px;
  padding: ${tokens.space.sm} ${tokens.space.lg};

  li + li > & {
    border-top: 1px solid ${tokens.colors.border};
  }
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.tone.danger.text : theme.colors.text)};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const ActionDescription = styled.span`
  margin-top: ${tokens.space.xxs};
  font-size: ${tokens.fontSizes.xs};
  color: ${tokens.colors.textSecondary};
`;

const Cancel = styled.button`
  ${resetButton}
  ${pressable}
  width: 100%;
  min-height: 56px;
  border-top: 8px solid ${tokens.colors.bg};
  font-size: ${tokens.fontSizes.md};
  text-align: center;
`;

export type ActionSheetAction = {
  /** Identifies the action. */
  key: string;
  /** The action's text. */
  label: ReactNode;
  /** A smaller line under the label. */
  description?: ReactNode;
  /** 'danger' for destructive actions (red). */
  tone?: 'default' | 'danger';
  /** Shown but not choosable. */
  disabled?: boolean;
  /** Runs after the sheet starts closing. */
  onSelect: () => void;
};

type ActionSheetProps = {
  /** Shown or not (controlled). */
  open: boolean;
  /** Called with false when closed (an action, cancel, backdrop, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The choices, top to bottom. */
  actions: ActionSheetAction[];
  /** A visible title; without it screen readers hear "choose an action". */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
};

/** A list of actions sliding up from the bottom, with cancel at the end. */
export function ActionSheet({ open, onOpenChange, actions, title, description }: ActionSheetProps) {
  const { t } = useTranslation('common');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('actionSheet.title')}
      titleVisibility={title ? 'visible' : 'hidden'}
      description={description}
      bodyPadding="none"
    >
      <List $titled={Boolean(title)}>
        {actions.map((action) => (
          <li key={action.key}>
            <Action
              type="button"
              $tone={action.tone ?? 'default'}
              disabled={action.disabled}
              onClick={() => {
                onOpenChange(false);
                action.onSelect();
              }}
            >
              {action.label}
              {action.description ? (
                <ActionDescription>{action.description}</ActionDescription>
              ) : null}
            </Action>
          </li>
        ))}
      </List>
      <Cancel type="button" onClick={() => onOpenChange(false)}>
        {t('action.cancel')}
      </Cancel>
    </BottomSheet>
  );
}
