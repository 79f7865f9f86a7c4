import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import type { IconComponent } from '../../../primitives/Icon';
import {
  DistributionIcon,
  ExpressIcon,
  LockIcon,
  RefundIcon,
  ServiceIcon,
  ShopIcon,
  WalletIcon,
} from '../../../primitives/Icon/shopIcons';
import { useToast } from '../../../primitives/Toast';
import { pressable } from '../../../theme/mixins';
import { Card, CardTitle } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';

const ShortcutGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: ${tokens.space.xs};
  width: 100%;
  min-height: 76px;
  padding: ${tokens.space.sm} ${tokens.space.xs};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;

  & > span:first-child {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.accent.soft};
    color: ${tokens.colors.accent.text};
  }
`;

const ShortcutLink = styled(Link)`
  ${tile}
  ${pressable}
`;

const DisabledShortcut = styled.span`
  ${tile}
  cursor: not-allowed;
  color: ${tokens.colors.textSecondary};

  & > span:first-child {
    background: ${tokens.colors.surfaceMuted};
    color: ${tokens.colors.textSecondary};
  }

  & > span:first-child > svg:last-child {
    position: absolute;
    right: -4px;
    bottom: -4px;
    padding: 2px;
    border-radius: 50%;
    background: ${tokens.colors.surface};
  }
`;

const Reason = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  margin-top: ${tokens.space.md};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

type ShortcutPage =
  'setting' | 'refundRequest' | 'storeExpress' | 'service' | 'withdraw' | 'distribution';

type Shortcut = {
  page: ShortcutPage;
  Icon: IconComponent;
  /** Only an open store may use it. */
  needsOpenShop: boolean;
};

const SHORTCUTS: Shortcut[] = [
  { page: 'setting', Icon: ShopIcon, needsOpenShop: false },
  { page: 'refundRequest', Icon: RefundIcon, needsOpenShop: false },
  { page: 'storeExpress', Icon: ExpressIcon, needsOpenShop: true },
  { page: 'service', Icon: ServiceIcon, needsOpenShop: false },
  { page: 'withdraw', Icon: WalletIcon, needsOpenShop: true },
  { page: 'distribution', Icon: DistributionIcon, needsOpenShop: true },
];

type HomeShortcutsProps = {
  /** False when the store is closed: the shortcuts that need an open store say why they are off. */
  open: boolean;
};

/** The six shortcuts of the dashboard (shop settings, refunds, express lane, service, ...). */
export function HomeShortcuts({ open }: HomeShortcutsProps) {
  const { t } = useTranslation('home');
  const { t: tApp } = useTranslation('app');
  const toast = useToast();
  const titleId = useId();
  const reasonId = useId();
  const explain = () => toast.show(t('closed.unavailable'));
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('shortcuts.title')}</CardTitle>
      <ShortcutGrid>
        {SHORTCUTS.map(({ page, Icon, needsOpenShop }) => {
          const label = tApp(`route.${page}`);
          if (needsOpenShop && !open) {
            return (
              <li key={page}>
                <DisabledShortcut
                  role="link"
                  aria-disabled="true"
                  aria-describedby={reasonId}
                  tabIndex={0}
                  onClick={explain}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') explain();
                  }}
                >
                  <span>
                    <Icon size={24} />
                    <LockIcon size={16} />
                  </span>
                  {label}
                </DisabledShortcut>
              </li>
            );
          }
          return (
            <li key={page}>
              <ShortcutLink href={PATHS[page]}>
                <span>
                  <Icon size={24} />
                </span>
                {label}
              </ShortcutLink>
            </li>
          );
        })}
      </ShortcutGrid>
      {open ? null : (
        <Reason id={reasonId}>
          <LockIcon size={16} />
          {t('closed.unavailable')}
        </Reason>
      )}
    </Card>
  );
}
