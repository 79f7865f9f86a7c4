import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type Money } from '@merchant/api';
import { CopyButton } from '../../../primitives/CopyButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { QrCode } from '../../../primitives/QrCode';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { DepositForm } from '../shared/DepositForm';
import { DepositSubmitted } from '../shared/DepositSubmitted';
import { Section, SectionTitle, Stack } from '../shared/parts';
import type { BlockchainRechargeModel } from './useBlockchainRecharge';
import { tokens } from '../../../theme/cssTokens';

const AddressBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-top: ${tokens.space.md};
`;

const AddressLabel = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
`;

const AddressText = styled.p`
  max-width: 100%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  text-align: center;
  overflow-wrap: anywhere;
`;

const RuleList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

function PageSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonLine width="50%" />
        <SkeletonBlock height="200px" />
        <SkeletonLine />
        <SkeletonBlock height="120px" />
      </Stack>
    </Skeleton>
  );
}

function Rules({ min, max }: { min: Money | null; max: Money | null }) {
  const { t, i18n } = useTranslation('money');
  const titleId = useId();
  const money = (amount: Money) => formatMoney(amount, i18n.language);
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('rules.title')}</SectionTitle>
      <RuleList>
        <li>{t('rules.confirmations')}</li>
        <li>{t('rules.unsupported')}</li>
        {min !== null && max !== null ? (
          <li>{t('rules.bounds', { min: money(min), max: money(max) })}</li>
        ) : min !== null ? (
          <li>{t('rules.min', { min: money(min) })}</li>
        ) : max !== null ? (
          <li>{t('rules.max', { max: money(max) })}</li>
        ) : null}
      </RuleList>
    </Section>
  );
}

type BlockchainRechargeViewProps = {
  /** The page title (the route's: wallet or blockchain deposit). */
  title: string;
  /** The page's model (from `useBlockchainRecharge`). */
  data: BlockchainRechargeModel;
  /** Called with the network chosen. */
  onNetworkChange: (network: string) => void;
  /** The page that sent the merchant to deposit (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox after a deposit (demo and development builds only). */
  sandbox: boolean;
  /** Back to the previous page. */
  onBack: () => void;
};

/**
 * /blockchainRecharge and /walletRecharge: the network, the merchant's address with its QR code
 * and a copy button, the rules of SPEC section 9, then the amount and the payment voucher.
 */
export function BlockchainRechargeView({
  title,
  data,
  onNetworkChange,
  returnTo,
  sandbox,
  onBack,
}: BlockchainRechargeViewProps) {
  const { t } = useTranslation('money');
  const { page, network, address, upload, submission } = data;
  const networkTitleId = useId();
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <Loadable
        state={page}
        skeleton={<PageSkeleton />}
        empty={<StateBlock kind="empty" title={t('network.empty')} />}
      >
        {({ networks, info, balance }) =>
          submission.submitted ? (
            <DepositSubmitted
              submitted={submission.submitted}
              returnTo={returnTo}
              sandbox={sandbox}
              onAgain={submission.again}
            />
          ) : (
            <DepositForm
              min={info.min}
              max={info.max}
              balance={balance}
              currency="USDT"
              upload={upload}
              busy={submission.busy}
              refusal={submission.refusal}
              onSubmit={submission.submit}
            >
              <Section aria-labelledby={networkTitleId}>
                <SectionTitle id={networkTitleId}>{t('network.label')}</SectionTitle>
                <Tabs
                  variant="pill"
                  label={t('network.label')}
                  items={networks.map((n) => ({ key: n.network, label: n.name }))}
                  value={network ?? ''}
                  onChange={onNetworkChange}
                >
                  <Loadable
                    state={address}
                    layout="inline"
                    skeleton={
                      <Skeleton variant="custom">
                        <AddressBlock>
                          <SkeletonBlock width="200px" height="200px" />
                          <SkeletonLine width="80%" />
                        </AddressBlock>
                      </Skeleton>
                    }
                  >
                    {(shown) => (
                      <AddressBlock>
                        <QrCode value={shown} label={t('network.qr', { network })} />
                        <AddressLabel>{t('network.address')}</AddressLabel>
                        <AddressText data-testid="deposit-address">{shown}</AddressText>
                        <CopyButton text={shown} label={t('network.copy')} variant="secondary" />
                      </AddressBlock>
                    )}
                  </Loadable>
                </Tabs>
              </Section>
              <Rules min={info.min} max={info.max} />
            </DepositForm>
          )
        }
      </Loadable>
    </Page>
  );
}
