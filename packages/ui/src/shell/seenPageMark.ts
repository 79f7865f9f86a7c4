import { tokens } from '../theme/cssTokens';

/**
 * The "as of" mark of a tab page painted as last seen, before the app's code has run
 * (apps/merchant/build/seenPage.ts puts it in the page; the build inlines this style in the tab
 * pages): LastSeenMark's look, over the page above the tab bar, in the information tone
 * (offline: the warning tone), without moving the page.
 */
export const seenPageMarkStyle: string = `[data-seen-page-mark]{position:fixed;z-index:${tokens.zIndices.bottomBar + 1};bottom:calc(${tokens.sizes.tabBar} + var(--safe-area-bottom, 0px) + ${tokens.space.sm});left:50%;transform:translateX(-50%);max-width:calc(100vw - 2 * ${tokens.space.md});margin:0;padding:2px ${tokens.space.sm};border-radius:${tokens.radii.pill};font-size:${tokens.fontSizes.xs};line-height:1.5;text-align:center;box-shadow:${tokens.shadows.card};pointer-events:none;background:${tokens.colors.tone.info.soft};color:${tokens.colors.tone.info.softText}}[data-seen-page-mark][data-tone=warning]{background:${tokens.colors.tone.warning.soft};color:${tokens.colors.tone.warning.softText}}`;
