import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TabBar, type TabBarItem } from '../primitives/TabBar';
import { HomeIcon, OrderIcon, ProductIcon, UserIcon } from '../primitives/Icon';
import { PATHS } from '../data/paths';
import { useAwaitingPickupCount } from '../data/queries/awaitingPickup';

/** The four tabs of the bottom bar. */
export type TabKey = 'home' | 'product' | 'order' | 'my';

type TabLayoutProps = {
  /** The tab of the page shown. */
  active: TabKey;
  /** The tab page. */
  children: ReactNode;
};

const Main = styled.div`
  /* "Back to top" floats above the tab bar. */
  --back-to-top-lift: ${({ theme }) => theme.sizes.tabBar};
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

/**
 * A tab page with the bottom tab bar; the Order tab shows the orders awaiting pickup. What the
 * shell reads never takes the page down: an unreadable count leaves the badge as it was.
 */
export function TabLayout({ active, children }: TabLayoutProps) {
  const { t } = useTranslation('app');
  const awaitingPickup = useAwaitingPickupCount();
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
  return (
    <Main>
      {children}
      <TabBar items={items} activeKey={active} />
    </Main>
  );
}
