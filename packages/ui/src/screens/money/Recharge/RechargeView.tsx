import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { DepositRecordCard } from '../shared/DepositRecordCard';
import { depositHref } from '../shared/depositLinks';
import { Card, CardTitle, Stack } from '../../../primitives/Card';
import type { RechargeModel } from './useRecharge';
import { tokens } from '../../../theme/cssTokens';

const Balance = styled(MoneyText)`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const AllRecords = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  margin-block: -12px;
  color: ${tokens.colors.accent.text};
  font-size: ${tokens.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type RechargeViewProps = ModelViewProps<RechargeModel> & {
  /** The page that sent the merchant here (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox (demo and development builds only). */
  sandbox: boolean;
};

/**
 * /recharge: the balance, the ways to deposit (crypto, bank transfer, and a manual deposit
 * through customer service, as the platform's own client offers it) and the newest deposits;
 * when sent from an order, a way back to it.
 */
export function RechargeView({ model: data, returnTo, sandbox, onBack }: RechargeViewProps) {
  const { t } = useTranslation(['money', 'app']);
  const balanceId = useId();
  const latestId = useId();
  return (
    <Page navBar={<NavBar title={t('app:route.recharge')} onBack={onBack} />}>
      <Stack>
        {returnTo ? (
          <Notice
            tone="info"
            text={t('money:hub.forOrder')}
            action={{ label: t('money:submitted.backToOrder'), href: returnTo }}
          />
        ) : null}
        <Card aria-labelledby={balanceId}>
          <CardTitle id={balanceId}>{t('money:hub.balance')}</CardTitle>
          <Loadable
            state={data.profile}
            layout="inline"
            skeleton={
              <Skeleton variant="custom">
                <SkeletonLine width="50%" />
              </Skeleton>
            }
          >
            {(profile) => <Balance value={profile.balance} />}
          </Loadable>
        </Card>
        <CellGroup title={t('money:hub.ways')}>
          <Cell
            label={t('money:way.blockchain')}
            description={t('money:way.blockchainHint')}
            href={depositHref('blockchainRecharge', returnTo)}
          />
          <Cell
            label={t('money:way.bank')}
            description={t('money:way.bankHint')}
            href={depositHref('bankCardRecharge', returnTo)}
          />
          <Cell
            label={t('money:way.manual')}
            description={t('money:way.manualHint')}
            href={PATHS.service}
          />
          {sandbox ? <Cell label={t('money:hub.sandbox')} href={PATHS.testRecharge} /> : null}
        </CellGroup>
        <Card aria-labelledby={latestId}>
          <Head>
            <CardTitle id={latestId}>{t('money:hub.latest')}</CardTitle>
            <AllRecords href={PATHS.rechargeRecord}>{t('money:hub.allRecords')}</AllRecords>
          </Head>
          <Loadable
            state={data.latest}
            layout="inline"
            skeleton={<Skeleton variant="list" rows={3} />}
            empty={<StateBlock kind="empty" preset="noRecords" layout="inline" />}
          >
            {(rows) => (
              <List>
                {rows.map((deposit) => (
                  <li key={deposit.id}>
                    <DepositRecordCard deposit={deposit} flat headingLevel={3} />
                  </li>
                ))}
              </List>
            )}
          </Loadable>
        </Card>
      </Stack>
    </Page>
  );
}
