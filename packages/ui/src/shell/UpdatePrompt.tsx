import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { tokens } from '../theme/cssTokens';
import { useWaitingUpdate } from './update';

const Bar = styled.div`
  position: fixed;
  inset-inline: ${tokens.space.md};
  bottom: calc(72px + env(safe-area-inset-bottom));
  z-index: 40;
  display: flex;
  gap: ${tokens.space.md};
  align-items: center;
  justify-content: space-between;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.toastBg};
  color: ${tokens.colors.toastText};
  box-shadow: ${tokens.shadows.raised};
  font-size: ${tokens.fontSizes.sm};
`;

/**
 * "A new version is ready: reload", once a new version of the app waits. Nothing changes until
 * the merchant taps it (a half-filled form is never reloaded under them; leaving a form with
 * edits still asks first).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const apply = useWaitingUpdate();
  const [applying, setApplying] = useState(false);
  if (!apply) return null;
  return (
    <Bar role="status">
      <span>{t('update.ready')}</span>
      <Button
        size="sm"
        busy={applying}
        onClick={() => {
          setApplying(true);
          apply();
        }}
      >
        {t('update.reload')}
      </Button>
    </Bar>
  );
}
