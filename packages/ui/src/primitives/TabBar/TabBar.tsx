import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { ellipsis } from '../../theme/mixins';
import { Badge } from '../Badge';
import { tokens } from '../../theme/cssTokens';

const barHeight = css`
  height: calc(${tokens.sizes.tabBar} + var(--safe-area-bottom, 0px));
`;

// Keeps the page's last content above the fixed bar.
const Spacer = styled.div`
  ${barHeight}
  flex: none;
`;

const Nav = styled.nav`
  ${barHeight}
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${tokens.zIndices.tabBar};
  padding: 0 var(--safe-area-right, 0px) var(--safe-area-bottom, 0px) var(--safe-area-left, 0px);
  background: ${tokens.colors.surface};
  border-top: 1px solid ${tokens.colors.border};
`;

const List = styled.ul`
  display: flex;
  height: ${tokens.sizes.tabBar};
`;

const Item = styled.li`
  flex: 1;
  min-width: 0;
`;

const TabLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  padding-inline: ${tokens.space.xs};
  color: ${tokens.colors.textSecondary};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${tokens.colors.accent.text};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const IconSlot = styled.span`
  position: relative;
  display: flex;
`;

const CountBadge = styled(Badge)`
  position: absolute;
  top: -4px;
  left: calc(100% - 8px);
`;

// First in the DOM so the link is named "Orders, 3 new items"; drawn under the icon.
const Label = styled.span`
  ${ellipsis}
  order: 1;
  max-width: 100%;
  font-size: ${tokens.fontSizes.xs};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};
`;

export type TabBarItem = {
  /** Identifies the tab (compared with `activeKey`). */
  key: string;
  /** The tab's name. */
  label: string;
  /** Where the tab goes. */
  href: string;
  /** A decorative icon (e.g. `<HomeIcon size={24} />`). */
  icon: ReactNode;
  /** A count shown on the icon (0 hides it). */
  badge?: number;
};

type TabBarProps = {
  /** The tabs, in order. */
  items: TabBarItem[];
  /** The key of the current tab (marked aria-current="page"). */
  activeKey: string;
};

/** The bottom tab bar of the app, fixed above the home indicator. */
export function TabBar({ items, activeKey }: TabBarProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Spacer />
      <Nav aria-label={t('navigation.main')} data-tab-bar>
        <List>
          {items.map((item) => (
            <Item key={item.key}>
              <TabLink href={item.href} aria-current={item.key === activeKey ? 'page' : undefined}>
                <Label>{item.label}</Label>
                <IconSlot>
                  {item.icon}
                  <CountBadge count={item.badge ?? 0} />
                </IconSlot>
              </TabLink>
            </Item>
          ))}
        </List>
      </Nav>
    </>
  );
}
