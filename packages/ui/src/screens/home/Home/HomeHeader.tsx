import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import type { MerchantProfile } from '../../../data/queries/merchantProfile';
import { Avatar } from '../../../primitives/Avatar';
import { Badge } from '../../../primitives/Badge';
import { BellIcon } from '../../../primitives/Icon/shopIcons';
import { MoneyText } from '../../../primitives/MoneyText';
import { NumberText } from '../../../primitives/NumberText';
import { ellipsis, pressable } from '../../../theme/mixins';
import { cardSurface } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';

const Header = styled.section`
  ${cardSurface}
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const ShopName = styled.h2`
  ${ellipsis}
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

const Level = styled.span`
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.accent.soft};
  color: ${tokens.colors.accent.softText};
  font-size: ${tokens.fontSizes.xs};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: 20px;
`;

const Credit = styled.dl`
  display: inline-flex;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0 ${tokens.space.sm};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.tone.success.soft};
  color: ${tokens.colors.tone.success.softText};
  font-size: ${tokens.fontSizes.xs};
  line-height: 20px;

  dd {
    margin: 0;
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

const MessagesLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border-radius: 50%;
  color: ${tokens.colors.text};
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
  gap: ${tokens.space.sm};
  padding-top: ${tokens.space.md};
  border-top: 1px solid ${tokens.colors.border};

  dt {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${tokens.fontSizes.xl};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

type HomeHeaderProps = {
  /** The merchant's profile: logo, name, level, credit, unread messages, balance. */
  shop: MerchantProfile;
};

/** The shop's card: logo, name, level and credit, the messages bell, and the balance. */
export function HomeHeader({ shop }: HomeHeaderProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <Header aria-labelledby={titleId}>
      <Avatar src={shop.avatar} name={shop.name} size={56} />
      <Who>
        <ShopName id={titleId}>{shop.name}</ShopName>
        <Chips>
          {shop.level === null ? null : <Level>{t('shop.level', { level: shop.level })}</Level>}
          <Credit>
            <dt>{t('figures.credit')}</dt>
            <dd>
              <NumberText value={shop.credit} />
            </dd>
          </Credit>
        </Chips>
      </Who>
      <MessagesLink
        href={PATHS.message}
        aria-label={
          shop.unread > 0 ? t('shop.messagesUnread', { count: shop.unread }) : t('shop.messages')
        }
      >
        <BellIcon size={24} />
        <Badge count={shop.unread} />
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
