import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { LanguageChoice } from '../../../data/boot/languageChoice';
import { PATHS } from '../../../data/address/paths';
import type { MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import type { LanguageCode } from '../../../i18n';
import { ActionSheet } from '../../../primitives/ActionSheet';
import { Avatar } from '../../../primitives/Avatar';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import {
  Skeleton,
  SkeletonAvatar,
  SkeletonBlock,
  SkeletonLine,
} from '../../../primitives/Skeleton';
import { MY_MENU } from './myMenu';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-width: 0;

  h2 {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const Meta = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

const Balance = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};

  & > span:last-child {
    font-size: ${tokens.fontSizes.xxl};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    color: ${tokens.colors.text};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.space.sm};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

// The summary's shape, down to the balance's label and the height of its amount: the menu
// below does not move when the merchant arrives (a prerendered /my paints this first).
function ProfileSkeleton() {
  const { t } = useTranslation('account');
  const theme = useTheme();
  return (
    <Skeleton variant="custom">
      <Stack>
        <Who>
          <SkeletonAvatar size={56} />
          <Lines>
            <SkeletonLine width="50%" />
            <SkeletonLine width="30%" />
          </Lines>
        </Who>
        <Balance as="div">
          <span>{t('my.balance')}</span>
          <span>
            <SkeletonBlock
              width="45%"
              height={`calc(${theme.fontSizes.xxl} * ${theme.lineHeights.tight})`}
            />
          </span>
        </Balance>
      </Stack>
    </Skeleton>
  );
}

function ProfileSummary({ profile, nameId }: { profile: MerchantProfile; nameId: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Who>
        <Avatar src={profile.avatar} name={profile.name} size={56} />
        <Lines>
          <h2 id={nameId}>{profile.name}</h2>
          {profile.level !== null ? <Meta>{t('my.level', { level: profile.level })}</Meta> : null}
        </Lines>
      </Who>
      <Balance>
        <span>{t('my.balance')}</span>
        <MoneyText value={profile.balance} />
      </Balance>
    </>
  );
}

type MyViewProps = {
  /** The merchant: loading, failed (only the header fails; the menu stays) or ready. */
  profile: RequestState<MerchantProfile>;
  /** The languages to offer. */
  languages: LanguageChoice[];
  /** The language on screen. */
  language: LanguageCode;
  /** Switches the language at once. */
  onChooseLanguage: (code: LanguageCode) => void;
  /** The payment-password page (set or change). */
  payPasswordHref: string;
  /** Ends the session; called once the merchant confirmed. */
  onLogout: () => void;
};

/** The My tab: the merchant and the wallet, every area of the product, language, logout. */
export function MyView({
  profile,
  languages,
  language,
  onChooseLanguage,
  payPasswordHref,
  onLogout,
}: MyViewProps) {
  const { t } = useTranslation(['account', 'app']);
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const unread = profile.status === 'ready' ? profile.data.unread : 0;
  const closed = profile.status === 'ready' && !profile.data.open;
  const languageLabel = languages.find((l) => l.code === language)?.label ?? language;

  return (
    <Page navBar={<NavBar title={t('app:route.my')} />}>
      <Stack>
        <Card aria-labelledby={profile.status === 'ready' ? nameId : undefined}>
          <Loadable state={profile} layout="inline" skeleton={<ProfileSkeleton />}>
            {(data) => <ProfileSummary profile={data} nameId={nameId} />}
          </Loadable>
          <Actions>
            <LinkButton href={PATHS.recharge} variant="primary" block>
              {t('app:route.recharge')}
            </LinkButton>
            <LinkButton href={PATHS.withdraw} block>
              {t('app:route.withdraw')}
            </LinkButton>
          </Actions>
        </Card>
        {closed ? <ShopClosedNotice withTitle /> : null}
        {MY_MENU.map((section) => (
          <CellGroup key={section.key} layout="inset" title={t(`my.group.${section.key}`)}>
            {section.items.map((item) => (
              <Cell
                key={item.href}
                label={t(`app:${item.title}`)}
                href={item.href}
                value={
                  item.unread && unread > 0 ? (
                    <Badge count={unread} label={t('my.unread', { count: unread })} />
                  ) : undefined
                }
              />
            ))}
            {section.key === 'account' ? (
              <>
                <Cell
                  label={t(
                    payPasswordHref === PATHS.setPaypwd
                      ? 'app:route.setPaypwd'
                      : 'app:route.changePayPassword',
                  )}
                  href={payPasswordHref}
                />
                <Cell
                  label={t('my.language')}
                  value={languageLabel}
                  onClick={() => setChoosingLanguage(true)}
                />
              </>
            ) : null}
          </CellGroup>
        ))}
        <Button variant="secondary" block onClick={() => setConfirming(true)}>
          {t('my.logout')}
        </Button>
      </Stack>
      <ActionSheet
        open={choosingLanguage}
        onOpenChange={setChoosingLanguage}
        title={t('my.language')}
        actions={languages.map((choice) => ({
          key: choice.code,
          label: choice.label,
          description: choice.code === language ? t('my.languageCurrent') : undefined,
          onSelect: () => onChooseLanguage(choice.code),
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
    </Page>
  );
}
