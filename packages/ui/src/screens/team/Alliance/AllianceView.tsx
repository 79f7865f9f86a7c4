import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyButton } from '../../../primitives/CopyButton';
import { DateText } from '../../../primitives/DateText';
import { LoadedPage, type LoadedViewProps } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NumberText } from '../../../primitives/NumberText';
import { QrCode } from '../../../primitives/QrCode';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import {
  ALLIANCE_LEVELS,
  type Alliance,
  type AllianceLevel,
  type AllianceShop,
} from './allianceModel';
import { InviteLink } from '../shared/parts';
import { tokens } from '../../../theme/cssTokens';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

const Shops = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Shop = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.md} 0;
  border-bottom: 1px solid ${tokens.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  h3 {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.lg};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  div {
    display: flex;
    gap: ${tokens.space.xs};
  }

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

function AllianceSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonBlock height="200px" />
        <SkeletonLine width="40%" />
        <SkeletonBlock height="160px" />
      </Stack>
    </Skeleton>
  );
}

function ShopRow({ shop }: { shop: AllianceShop }) {
  const { t } = useTranslation('team');
  return (
    <Shop>
      <h3>{shop.name || t('alliance.unnamed')}</h3>
      <Facts>
        <div>
          <dt>{t('member.income')}</dt>
          <dd>
            <MoneyText value={shop.income} />
          </dd>
        </div>
        <div>
          <dt>{t('member.orders')}</dt>
          <dd>
            <NumberText value={shop.orders} />
          </dd>
        </div>
        <div>
          <dt>{t('member.joined')}</dt>
          <dd>
            <DateText value={shop.joinedAt} />
          </dd>
        </div>
      </Facts>
    </Shop>
  );
}

function AllianceContent({ alliance }: { alliance: Alliance }) {
  const { t } = useTranslation('team');
  const [level, setLevel] = useState<AllianceLevel>('first');
  const linkId = useId();
  const shops = alliance[level];
  return (
    <Stack>
      <RaisedCard aria-labelledby={linkId}>
        <Row>
          <CardTitle id={linkId}>{t('invite.link')}</CardTitle>
          {alliance.url ? <CopyButton text={alliance.url} label={t('invite.copyLink')} /> : null}
        </Row>
        {alliance.url ? (
          <>
            <Centered>
              <QrCode value={alliance.url} label={t('invite.qrLabel')} />
            </Centered>
            <InviteLink>{alliance.url}</InviteLink>
            <CardNote>{t('alliance.hint')}</CardNote>
          </>
        ) : (
          <CardNote>{t('alliance.noLink')}</CardNote>
        )}
      </RaisedCard>
      <RaisedCard aria-label={t('alliance.shops')}>
        <Tabs
          items={ALLIANCE_LEVELS.map((key) => ({
            key,
            label: t(`alliance.level.${key}`, { count: alliance[key].length }),
          }))}
          value={level}
          onChange={setLevel}
          label={t('alliance.shops')}
        >
          {shops.length ? (
            <Shops aria-label={t(`alliance.list.${level}`)}>
              {shops.map((shop) => (
                <ShopRow key={shop.key} shop={shop} />
              ))}
            </Shops>
          ) : (
            <StateBlock kind="empty" preset="noRecords" layout="inline" />
          )}
        </Tabs>
      </RaisedCard>
    </Stack>
  );
}

/** The alliance: the invitation address (QR code, copy) and the shops that joined, by level. */
export function AllianceView({ state, onBack }: LoadedViewProps<Alliance>) {
  const { t } = useTranslation('app');
  return (
    <LoadedPage
      title={t('route.alliance')}
      onBack={onBack}
      state={state}
      skeleton={<AllianceSkeleton />}
    >
      {(data) => <AllianceContent alliance={data} />}
    </LoadedPage>
  );
}
