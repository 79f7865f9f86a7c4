import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLastSeen } from '../data/boot/lastSeen';
import { useLanguage } from '../data/format/useLanguage';
import { softToneRules, tokens } from '../theme/cssTokens';

// Over the page, at the bottom above its tab bar or action bar: it comes and goes without
// moving the page, and covers no title. Written once for the mark and for the one a tab page
// painted as last seen carries before the app's code runs (`seenPageMarkStyle`).
const LOOK = [
  'position:fixed',
  `z-index:${tokens.zIndices.bottomBar + 1}`,
  `bottom:calc(var(--safe-area-bottom, 0px) + ${tokens.space.md})`,
  'left:50%',
  'transform:translateX(-50%)',
  `max-width:calc(100vw - 2 * ${tokens.space.md})`,
  'margin:0',
  `padding:2px ${tokens.space.sm}`,
  `border-radius:${tokens.radii.pill}`,
  `font-size:${tokens.fontSizes.xs}`,
  'line-height:1.5',
  'text-align:center',
  `box-shadow:${tokens.shadows.card}`,
  'pointer-events:none',
].join(';');

/** Above the tab bar or the action bar, for the mark `self`. */
const above = (self: string) =>
  `body:has([data-tab-bar]) ${self}{bottom:calc(${tokens.sizes.tabBar} + var(--safe-area-bottom, 0px) + ${tokens.space.sm})}` +
  `body:has([data-bottom-bar]) ${self}{bottom:calc(${tokens.sizes.bottomBar} + var(--safe-area-bottom, 0px) + ${tokens.space.sm})}`;

const Mark = styled.p`
  ${LOOK};
  ${above('&')}
  ${softToneRules}
`;

/**
 * The mark of a tab page painted as last seen (apps/merchant/build/seenPage.ts puts it in the
 * page; the build inlines this style in the tab pages): this mark's look, by its attribute.
 */
export const seenPageMarkStyle: string = `[data-seen-page-mark]{${LOOK};}${above('[data-seen-page-mark]')}${softToneRules.replaceAll('&', '[data-seen-page-mark]')}`;

/** "14:32" today, else the date and the time, in the merchant's language. */
export function formatAsOf(at: number, language: string, now = Date.now()): string {
  const when = new Date(at);
  const today = new Date(now).toDateString() === when.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language, options).format(when);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(when);
  }
}

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
