import { useEffect, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TabBar, type TabBarItem } from '../primitives/TabBar';
import { HomeIcon, OrderIcon, ProductIcon, UserIcon } from '../primitives/Icon';
import { PATHS } from '../data/address/paths';
import { useAwaitingPickupCount, useLiveProfile } from '../data/queries/awaitingPickup';
import { tokens } from '../theme/cssTokens';
import { afterStart } from '../data/boot/idle';
import { useLanguage } from '../data/format/useLanguage';
import { formatterSteps } from '../data/format/warmFormatters';

/** The four tabs of the bottom bar. */
export type TabKey = 'home' | 'product' | 'order' | 'my';

type TabLayoutProps = {
  /** The tab of the page shown. */
  active: TabKey;
  /** The tab page. */
  children: ReactNode;
  /** Called with a tab's address when the merchant is about to open it (pointer on it, pressed, focused). */
  onIntent?: (href: string) => void;
  /** Called with the tab page's address once it is on screen (the app then loads the other tabs' code when idle). */
  onShown?: (href: string) => void;
};

const Main = styled.div`
  /* "Back to top" floats above the tab bar. */
  --back-to-top-lift: ${tokens.sizes.tabBar};
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

// Only listens: the bar inside is fixed to the bottom of the screen.
const IntentZone = styled.div`
  display: contents;
`;

/**
 * A tab page with the bottom tab bar; the Order tab shows the orders awaiting pickup. What the
 * shell reads never takes the page down: an unreadable count leaves the badge as it was.
 */
export function TabLayout({ active, children, onIntent, onShown }: TabLayoutProps) {
  const { t } = useTranslation('app');
  useEffect(() => {
    onShown?.(PATHS[active]);
    // Once per tab page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  const language = useLanguage();
  // The language's date and amount formatters, built while the browser is idle rather than in the
  // first list of orders the merchant opens (a language chosen later; the first page's are built
  // before its first render: apps/merchant/src/start.tsx).
  useEffect(
    () =>
      afterStart(() => {
        for (const step of formatterSteps(language)) step();
      }),
    [language],
  );
  const awaitingPickup = useAwaitingPickupCount();
  // Unread messages (Home, Me) follow while the app is on screen.
  useLiveProfile();
  const items: TabBarItem[] = [
    { key: 'home', label: t('route.home'), href: PATHS.home, icon: <HomeIcon size={24} /> },
    {
      key: 'product',
      label: t('route.product'),
      href: PATHS.product,
      icon: <ProductIcon size={24} />,
    },
    {
      key: 'order',
      label: t('route.order'),
      href: PATHS.order,
      icon: <OrderIcon size={24} />,
      badge: awaitingPickup,
    },
    { key: 'my', label: t('route.my'), href: PATHS.my, icon: <UserIcon size={24} /> },
  ];
  // One listener for the whole bar: the next tab's code and data start before the tap ends.
  const intent = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (link && href && onIntent && link.getAttribute('aria-current') !== 'page') onIntent(href);
  };
  return (
    <Main>
      {children}
      <IntentZone onPointerDown={intent} onMouseOver={intent} onFocus={intent}>
        <TabBar items={items} activeKey={active} />
      </IntentZone>
    </Main>
  );
}
