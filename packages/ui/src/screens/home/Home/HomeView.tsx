import { useId, type ReactNode } from 'react';
import { formatMoney, type Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { failureKind, useErrorText } from '../../../data/errors';
import { Badge } from '../../../primitives/Badge';
import { WarningIcon } from '../../../primitives/Icon';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { PullToRefresh } from '../../../primitives/PullToRefresh';
import {
  Skeleton,
  SkeletonAvatar,
  SkeletonBlock,
  SkeletonLine,
} from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { useToast } from '../../../primitives/Toast';
import { ellipsis, pressable } from '../../../theme/mixins';
import { Announcements } from './Announcements';
import {
  BellIcon,
  DistributionIcon,
  ExpressIcon,
  LockIcon,
  RefundIcon,
  ServiceIcon,
  ShopIcon,
  WalletIcon,
} from './homeIcons';
import { SalesCard } from './SalesCard';
import type { Figures, HomeModel, ShopProfile } from './useHome';

const card = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.section`
  ${card}
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const Logo = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const ShopName = styled.h2`
  ${ellipsis}
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Level = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent.soft};
  color: ${({ theme }) => theme.colors.accent.softText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Credit = styled.dl`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.tone.success.soft};
  color: ${({ theme }) => theme.colors.tone.success.softText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const MessagesLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  ${pressable}

  & > span:last-child {
    position: absolute;
    top: 2px;
    right: 0;
  }
`;

const Balance = styled.dl`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Closed = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.tone.danger.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tone.danger.soft};
  color: ${({ theme }) => theme.colors.tone.danger.softText};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

const ContactLink = styled(Link)`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tone.danger.solid};
  color: ${({ theme }) => theme.colors.tone.danger.onSolid};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

const Section = styled.section`
  ${card}
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const FigureList = styled.dl`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
`;

type FigureFont = 'xl' | 'lg' | 'md';

const Figure = styled.div<{ $span: 2 | 3; $font: FigureFont }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xxs};
  grid-column: span ${({ $span }) => $span};
  min-width: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${({ theme, $font }) => theme.fontSizes[$font]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
    /* Only an amount too long for its column breaks, rather than running into the next. */
    overflow-wrap: anywhere;
  }

  dd > span {
    white-space: normal;
  }
`;

const ShortcutGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 76px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
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
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent.soft};
    color: ${({ theme }) => theme.colors.accent.text};
  }
`;

const ShortcutLink = styled(Link)`
  ${tile}
  ${pressable}
`;

const DisabledShortcut = styled.span`
  ${tile}
  cursor: not-allowed;
  color: ${({ theme }) => theme.colors.textSecondary};

  & > span:first-child {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  & > span:first-child > svg:last-child {
    position: absolute;
    right: -4px;
    bottom: -4px;
    padding: 2px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Reason = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const SkeletonCard = styled.div`
  ${card}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

type ShortcutKey =
  'setting' | 'refundRequest' | 'storeExpress' | 'service' | 'withdraw' | 'distribution';

type Shortcut = {
  key: ShortcutKey;
  href: string;
  icon: ReactNode;
  /** Only an open store may use it. */
  needsOpenShop: boolean;
};

const SHORTCUTS: Shortcut[] = [
  { key: 'setting', href: '/setting', icon: <ShopIcon />, needsOpenShop: false },
  { key: 'refundRequest', href: '/refundRequest', icon: <RefundIcon />, needsOpenShop: false },
  { key: 'storeExpress', href: '/storeExpress', icon: <ExpressIcon />, needsOpenShop: true },
  { key: 'service', href: '/service', icon: <ServiceIcon />, needsOpenShop: false },
  { key: 'withdraw', href: '/withdraw', icon: <WalletIcon />, needsOpenShop: true },
  { key: 'distribution', href: '/distribution', icon: <DistributionIcon />, needsOpenShop: true },
];

function useNumber(): (n: number, fractionDigits?: number) => string {
  const { i18n } = useTranslation();
  return (n, fractionDigits = 0) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(n);
}

function ShopHeader({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation('home');
  const number = useNumber();
  const titleId = useId();
  return (
    <Header aria-labelledby={titleId}>
      <Logo src={shop.avatar} alt="" width={56} height={56} />
      <Who>
        <ShopName id={titleId}>{shop.name}</ShopName>
        <Chips>
          <Level>{t('shop.level', { level: shop.level })}</Level>
          <Credit>
            <dt>{t('figures.credit')}</dt>
            <dd>{number(shop.credit)}</dd>
          </Credit>
        </Chips>
      </Who>
      <MessagesLink
        href="/message"
        aria-label={
          shop.unreadMessages > 0
            ? t('shop.messagesUnread', { count: shop.unreadMessages })
            : t('shop.messages')
        }
      >
        <BellIcon />
        <Badge count={shop.unreadMessages} />
      </MessagesLink>
      <Balance>
        <dt>{t('shop.balance')}</dt>
        <dd>
          <MoneyText value={shop.balance} />
        </dd>
      </Balance>
    </Header>
  );
}

function ClosedNotice() {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <Closed aria-labelledby={titleId}>
      <h2 id={titleId}>
        <WarningIcon size={22} />
        {t('closed.title')}
      </h2>
      <p>{t('closed.message')}</p>
      <ContactLink href="/service">{t('closed.contact')}</ContactLink>
    </Closed>
  );
}

/** Long amounts (many digits, a long currency sign) step down a size to fit half a card. */
// The two amounts of a row share one size, picked by the longer of them, so long amounts
// (many digits, a long currency sign) step down instead of running into the next column.
function useMoneyFont(): (amounts: Money[], largest: FigureFont) => FigureFont {
  const { i18n } = useTranslation();
  return (amounts, largest) => {
    const longest = Math.max(...amounts.map((m) => formatMoney(m, i18n.language).length));
    if (largest === 'xl' && longest <= 10) return 'xl';
    if (largest !== 'md' && longest <= 12) return 'lg';
    return 'md';
  };
}

function MoneyFigure({ label, value, font }: { label: string; value: Money; font: FigureFont }) {
  return (
    <Figure $span={3} $font={font}>
      <dt>{label}</dt>
      <dd>
        <MoneyText value={value} />
      </dd>
    </Figure>
  );
}

function CountFigure({ label, value }: { label: string; value: string }) {
  return (
    <Figure $span={2} $font="md">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Figure>
  );
}

function FiguresCard({ shop, figures }: { shop: ShopProfile; figures: Figures }) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const number = useNumber();
  const moneyFont = useMoneyFont();
  const totals = moneyFont([figures.totalSales, figures.totalProfit], 'xl');
  // Today's amounts are never drawn larger than the totals above them.
  const today = moneyFont(
    [figures.todaySales, figures.todayProfit],
    totals === 'xl' ? 'lg' : totals,
  );
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('figures.title')}</SectionTitle>
      <FigureList>
        <MoneyFigure label={t('figures.totalSales')} value={figures.totalSales} font={totals} />
        <MoneyFigure label={t('figures.totalProfit')} value={figures.totalProfit} font={totals} />
        <MoneyFigure label={t('figures.todaySales')} value={figures.todaySales} font={today} />
        <MoneyFigure label={t('figures.todayProfit')} value={figures.todayProfit} font={today} />
        <CountFigure label={t('figures.todayOrders')} value={number(figures.todayOrders)} />
        <CountFigure label={t('figures.followers')} value={number(shop.followers)} />
        <CountFigure
          label={t('figures.rating')}
          value={shop.rating === null ? tCommon('value.none') : number(shop.rating, 1)}
        />
        <CountFigure label={t('figures.visitsToday')} value={number(figures.visitsToday)} />
        <CountFigure label={t('figures.visitsSeven')} value={number(figures.visitsSeven)} />
        <CountFigure label={t('figures.visitsThirty')} value={number(figures.visitsThirty)} />
      </FigureList>
    </Section>
  );
}

function Shortcuts({ open }: { open: boolean }) {
  const { t } = useTranslation('home');
  const { t: tApp } = useTranslation('app');
  const toast = useToast();
  const titleId = useId();
  const reasonId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('shortcuts.title')}</SectionTitle>
      <ShortcutGrid>
        {SHORTCUTS.map((s) => {
          const label = tApp(`route.${s.key}`);
          if (s.needsOpenShop && !open) {
            const explain = () => toast.show(t('closed.unavailable'));
            return (
              <li key={s.key}>
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
                    {s.icon}
                    <LockIcon size={16} />
                  </span>
                  {label}
                </DisabledShortcut>
              </li>
            );
          }
          return (
            <li key={s.key}>
              <ShortcutLink href={s.href}>
                <span>{s.icon}</span>
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
    </Section>
  );
}

function HomeSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonCard>
          <SkeletonRow>
            <SkeletonAvatar size={56} />
            <Stack style={{ flex: 1 }}>
              <SkeletonLine width="60%" />
              <SkeletonLine width="40%" />
            </Stack>
          </SkeletonRow>
          <SkeletonLine width="45%" />
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="35%" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="60%" />
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="35%" />
          <SkeletonGrid>
            {Array.from({ length: 9 }, (_, i) => (
              <SkeletonBlock key={i} height="36px" />
            ))}
          </SkeletonGrid>
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="30%" />
          <SkeletonGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <SkeletonBlock key={i} height="64px" />
            ))}
          </SkeletonGrid>
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="40%" />
          <SkeletonBlock height="180px" />
        </SkeletonCard>
      </Stack>
    </Skeleton>
  );
}

export type HomeViewProps = HomeModel;

/** The Home dashboard in every state: loading, error, offline, ready (zero figures included). */
export function HomeView({
  home,
  chart,
  announcements,
  range,
  onRangeChange,
  onRetry,
  onRetryChart,
  onRetryAnnouncements,
  onRefresh,
}: HomeViewProps) {
  const { t } = useTranslation('home');
  const { t: tApp } = useTranslation('app');
  const errorText = useErrorText();
  const toast = useToast();

  const refresh = async () => {
    try {
      await onRefresh();
    } catch (error) {
      toast.show(t('refresh.failed', { reason: errorText(error) }), { tone: 'error' });
    }
  };

  let content: ReactNode;
  if (home.status === 'loading') {
    content = <HomeSkeleton />;
  } else if (home.status === 'failed') {
    content = (
      <StateBlock
        kind={failureKind(home.error)}
        description={errorText(home.error)}
        onRetry={onRetry}
      />
    );
  } else {
    content = (
      <PullToRefresh onRefresh={refresh}>
        <Stack>
          <ShopHeader shop={home.shop} />
          {home.shop.open ? null : <ClosedNotice />}
          <Announcements state={announcements} onRetry={onRetryAnnouncements} />
          <FiguresCard shop={home.shop} figures={home.figures} />
          <Shortcuts open={home.shop.open} />
          <SalesCard
            state={chart}
            range={range}
            onRangeChange={onRangeChange}
            onRetry={onRetryChart}
          />
        </Stack>
      </PullToRefresh>
    );
  }

  return <Page navBar={<NavBar title={tApp('route.home')} />}>{content}</Page>;
}
