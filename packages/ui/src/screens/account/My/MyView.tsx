import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { LanguageCode, RouteTitleKey } from '../../../i18n';
import { ActionSheet } from '../../../primitives/ActionSheet';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { SkeletonAvatar, SkeletonLine, Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import type { LanguageChoice, MyProfile } from './useMy';

type MyViewProps = {
  /** Loading, failed, or ready with the profile. */
  status: 'loading' | 'error' | 'ready';
  /** The merchant, when ready. */
  profile: MyProfile | null;
  /** 'offline' when the failure is the network. */
  failure?: 'offline' | 'error';
  /** The translated failure text. */
  errorText?: string;
  /** Loads the profile again. */
  onRetry: () => void;
  /** The languages to offer (the platform's list, or the local one). */
  languages: LanguageChoice[];
  /** The current language. */
  language: LanguageCode;
  /** Switches the language. */
  onLanguageChange: (choice: LanguageChoice) => void;
  /** Ends the session (after the user confirmed). */
  onLogout: () => void;
};

const Header = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Avatar = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Wallet = styled.section`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Balance = styled(MoneyText)`
  display: block;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

type MenuItem = { href: string; route: RouteTitleKey; badge?: number };

/** The My tab: the merchant, the wallet, every other page of the back-office, language, logout. */
export function MyView({
  status,
  profile,
  failure = 'error',
  errorText,
  onRetry,
  languages,
  language,
  onLanguageChange,
  onLogout,
}: MyViewProps) {
  const { t } = useTranslation('account');
  const { t: tApp } = useTranslation('app');
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const languageLabel = languages.find((l) => l.code === language)?.label ?? language;

  const groups: { title: string; items: MenuItem[] }[] = [
    {
      title: t('my.group.shop'),
      items: [
        { href: '/setting', route: 'route.setting' },
        { href: '/goods', route: 'route.goods' },
        { href: '/refundRequest', route: 'route.refundRequest' },
        { href: '/storeExpress', route: 'route.storeExpress' },
        { href: '/level', route: 'route.level' },
      ],
    },
    {
      title: t('my.group.money'),
      items: [
        { href: '/fundsRecords', route: 'route.fundsRecords' },
        { href: '/finance', route: 'route.finance' },
        { href: '/bank/list', route: 'route.bankList' },
        { href: '/rechargeRecord', route: 'route.rechargeRecord' },
        { href: '/withdrawRecord', route: 'route.withdrawRecord' },
      ],
    },
    {
      title: t('my.group.team'),
      items: [
        { href: '/myTeam', route: 'route.myTeam' },
        { href: '/teamInvitation', route: 'route.teamInvitation' },
        { href: '/myIncome', route: 'route.myIncome' },
        { href: '/myCommunity', route: 'route.myCommunity' },
        { href: '/recommendedGifts', route: 'route.recommendedGifts' },
      ],
    },
    {
      title: t('my.group.more'),
      items: [
        { href: '/message', route: 'route.message', badge: profile?.unread ?? 0 },
        { href: '/welfareCenter', route: 'route.welfareCenter' },
        { href: '/caringDonation', route: 'route.caringDonation' },
        { href: '/feedback', route: 'route.feedback' },
        { href: '/service', route: 'route.service' },
        { href: '/settingup', route: 'route.settingup' },
        { href: '/aboutUs', route: 'route.aboutUs' },
      ],
    },
  ];

  return (
    <>
      <NavBar title={tApp('route.my')} />
      {status === 'loading' && (
        <Skeleton variant="custom">
          <Header>
            <SkeletonAvatar size={56} />
            <div style={{ flex: 1 }}>
              <SkeletonLine width="50%" />
              <SkeletonLine width="30%" />
            </div>
          </Header>
          <Skeleton variant="list" rows={8} />
        </Skeleton>
      )}
      {status === 'error' && (
        <StateBlock kind={failure} description={errorText} onRetry={onRetry} layout="inline" />
      )}
      {status === 'ready' && profile && (
        <>
          <Header aria-label={t('my.profile')}>
            <Avatar src={profile.avatar} alt="" width={56} height={56} />
            <div>
              <Name>{profile.name}</Name>
              <Meta>{t('my.level', { level: profile.level })}</Meta>
            </div>
          </Header>
          <Wallet aria-labelledby="my-balance">
            <Meta id="my-balance">{t('my.balance')}</Meta>
            <Balance value={profile.balance} />
            <Actions>
              <Button variant="primary" onClick={() => navigate('/recharge')}>
                {tApp('route.recharge')}
              </Button>
              <Button variant="secondary" onClick={() => navigate('/withdraw')}>
                {tApp('route.withdraw')}
              </Button>
            </Actions>
          </Wallet>
        </>
      )}
      <Groups>
        {status === 'ready' &&
          groups.map((group) => (
            <CellGroup key={group.title} title={group.title} layout="inset">
              {group.items.map((item) => (
                <Cell
                  key={item.href}
                  label={tApp(item.route)}
                  href={item.href}
                  value={item.badge ? <Badge count={item.badge} /> : undefined}
                />
              ))}
            </CellGroup>
          ))}
        <CellGroup layout="inset">
          <Cell
            label={t('my.language')}
            value={languageLabel}
            onClick={() => setChoosingLanguage(true)}
          />
        </CellGroup>
      </Groups>
      <Footer>
        <Button variant="secondary" block onClick={() => setConfirming(true)}>
          {t('my.logout')}
        </Button>
      </Footer>
      <ActionSheet
        open={choosingLanguage}
        onOpenChange={setChoosingLanguage}
        title={t('my.language')}
        actions={languages.map((choice) => ({
          key: choice.code,
          label: choice.label,
          onSelect: () => onLanguageChange(choice),
        }))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('my.logoutConfirm.title')}
        message={t('my.logoutConfirm.message')}
        confirmLabel={t('my.logout')}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onLogout();
        }}
      />
    </>
  );
}
