import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentFlowModel } from '../../../data/kit/paymentFlow';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { NumberText } from '../../../primitives/NumberText';
import { Page } from '../../../primitives/Page';
import { PaymentFlow } from '../../../primitives/PaymentFlow';
import { PercentText } from '../../../primitives/PercentText';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { Thumbnail } from '../../../primitives/Thumbnail';
import { CardHead, CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { Facts } from '../shared/parts';
import type { LevelItem, LevelPage } from './useLevel';
import { tokens } from '../../../theme/cssTokens';

const Current = styled(RaisedCard)`
  gap: ${tokens.space.xs};

  p:first-child {
    color: ${tokens.colors.textSecondary};
    font-size: ${tokens.fontSizes.sm};
  }

  strong {
    font-size: ${tokens.fontSizes.xxl};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(RaisedCard)`
  &[data-current='true'] {
    outline: 2px solid ${tokens.colors.accent.solid};
    outline-offset: -2px;
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  min-width: 0;
`;

type LevelCardProps = {
  level: LevelItem;
  /** False when the platform does not offer upgrading: no upgrade button. */
  canUpgrade: boolean;
  shopClosed: boolean;
  busy: boolean;
  onUpgrade: (level: LevelItem) => void;
};

function LevelCard({ level, canUpgrade, shopClosed, busy, onUpgrade }: LevelCardProps) {
  const { t } = useTranslation('growth');
  const titleId = useId();
  return (
    <li>
      <Card aria-labelledby={titleId} data-current={level.standing === 'current'}>
        <CardHead>
          <Title>
            <Thumbnail src={level.image} size={44} />
            <CardTitle id={titleId}>{level.name}</CardTitle>
          </Title>
          {level.standing === 'current' ? (
            <StatusTag tone="info">{t('level.currentTag')}</StatusTag>
          ) : null}
          {level.standing === 'reached' ? (
            <StatusTag tone="success">{t('level.reachedTag')}</StatusTag>
          ) : null}
        </CardHead>
        <Facts>
          <div>
            <dt>{t('level.rate')}</dt>
            <dd>
              <PercentText value={level.rate} />
            </dd>
          </div>
          <div>
            <dt>{t('level.quota')}</dt>
            <dd>
              <NumberText value={level.productQuota} />
            </dd>
          </div>
          <div>
            <dt>{t('level.price')}</dt>
            <dd>
              <MoneyText value={level.price} />
            </dd>
          </div>
        </Facts>
        {canUpgrade && level.standing === 'upgrade' ? (
          <Button
            variant="secondary"
            block
            disabled={shopClosed}
            busy={busy}
            onClick={() => onUpgrade(level)}
          >
            {t('level.upgrade')}
          </Button>
        ) : null}
      </Card>
    </li>
  );
}

type LevelViewProps = {
  /** The levels and the merchant's own. */
  page: RequestState<LevelPage>;
  /** The shop is closed: upgrades are shown but cannot be bought. */
  shopClosed: boolean;
  /** The upgrade payment (quote, payment password). */
  flow: PaymentFlowModel<number>;
  /** Starts upgrading to a level. */
  onUpgrade: (level: LevelItem) => void;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /level: the seller levels with margin, product quota and price; the current one marked. */
export function LevelView({ page, shopClosed, flow, onUpgrade, onBack }: LevelViewProps) {
  const { t } = useTranslation(['growth', 'app']);
  const listId = useId();
  const upgrading = flow.busy ? (flow.payment?.vars ?? null) : null;
  return (
    <Page navBar={<NavBar title={t('app:route.level')} onBack={onBack} />}>
      <Loadable state={page} skeleton={<Skeleton variant="card" rows={4} />}>
        {({ levels, currentName, currentLevel }) => (
          <Stack>
            {shopClosed ? <ShopClosedNotice withTitle /> : null}
            <Current aria-label={t('level.current')}>
              <p>{t('level.current')}</p>
              <strong>
                {currentName ??
                  (currentLevel === null ? (
                    <NumberText value={null} />
                  ) : (
                    t('level.currentUnknown', { level: currentLevel })
                  ))}
              </strong>
              <CardNote>{t('level.intro')}</CardNote>
            </Current>
            {flow.notOffered ? (
              <FailureBlock
                failure={{ kind: 'notOffered', serverMessage: null }}
                layout="inline"
                notOfferedTitle={t('level.upgradeNotOffered')}
              />
            ) : null}
            <CardTitle id={listId}>{t('level.list')}</CardTitle>
            {levels.length === 0 ? (
              <StateBlock kind="empty" layout="inline" title={t('level.empty')} />
            ) : (
              <List aria-labelledby={listId}>
                {levels.map((level) => (
                  <LevelCard
                    key={level.id}
                    level={level}
                    canUpgrade={!flow.notOffered}
                    shopClosed={shopClosed}
                    busy={upgrading === level.id}
                    onUpgrade={onUpgrade}
                  />
                ))}
              </List>
            )}
          </Stack>
        )}
      </Loadable>
      <PaymentFlow
        flow={flow}
        title={t('level.flow.title')}
        intro={t('level.flow.intro')}
        itemLabel={t('level.flow.item')}
        paying={t('level.flow.paying')}
        closedTitle={t('level.flow.closedTitle')}
      />
    </Page>
  );
}
