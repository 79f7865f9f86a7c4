import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLastSeen } from '../data/boot/lastSeen';
import { useLanguage } from '../data/format/useLanguage';
import { softToneRules, tokens } from '../theme/cssTokens';
import { formatAsOf } from './asOf';

// Over the page, at the bottom above its tab bar or action bar: it comes and goes without
// moving the page, and covers no title.
const Mark = styled.p`
  position: fixed;
  z-index: ${tokens.zIndices.bottomBar + 1};
  bottom: calc(var(--safe-area-bottom, 0px) + ${tokens.space.md});
  body:has([data-tab-bar]) & {
    bottom: calc(${tokens.sizes.tabBar} + var(--safe-area-bottom, 0px) + ${tokens.space.sm});
  }
  body:has([data-bottom-bar]) & {
    bottom: calc(${tokens.sizes.bottomBar} + var(--safe-area-bottom, 0px) + ${tokens.space.sm});
  }
  left: 50%;
  transform: translateX(-50%);
  max-width: calc(100vw - 2 * ${tokens.space.md});
  margin: 0;
  padding: 2px ${tokens.space.sm};
  border-radius: ${tokens.radii.pill};
  font-size: ${tokens.fontSizes.xs};
  line-height: 1.5;
  text-align: center;
  box-shadow: ${tokens.shadows.card};
  pointer-events: none;
  ${softToneRules}
`;

/**
 * Says that the page shows what this device saw at a time ("as of 14:32"), while any answer on
 * screen comes from the last visit: updating when online, offline when not. Nothing otherwise.
 */
export function LastSeenMark() {
  const { t } = useTranslation('app');
  const language = useLanguage();
  const { asOf, offline } = useLastSeen();
  if (asOf === null) return null;
  const time = formatAsOf(asOf, language);
  return (
    <Mark role="status" data-tone={offline ? 'warning' : 'info'} data-last-seen={asOf}>
      {offline ? t('lastSeen.offline', { time }) : t('lastSeen.updating', { time })}
    </Mark>
  );
}
