import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Money } from '@merchant/api';
import type { RequestState } from '../../../data/kit/requestState';
import { CopyButton } from '../../../primitives/CopyButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { QrCode } from '../../../primitives/QrCode';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { DepositForm } from '../shared/DepositForm';
import { DepositSubmitted } from '../shared/DepositSubmitted';
import { BoundsLine } from '../shared/BoundsLine';
import type { DepositInfo } from '../shared/depositModel';
import { Card, CardTitle, Stack } from '../../../primitives/Card';
import type { BlockchainRechargeModel } from './useBlockchainRecharge';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

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

// A crypto deposit is paid in USDT, credited one for one to the balance (USD).
const CRYPTO_UNIT = 'USDT';

/** Formats a bound in the amount's currency. */
function useBoundText(currency: string) {
  const formatAmount = useFormatMoney();
  return (amount: Money) => formatAmount(amount, currency);
}

/** The rules of a crypto deposit, with the platform's bounds when it states them. */
function Rules({ bounds }: { bounds: RequestState<DepositInfo> }) {
  const { t } = useTranslation('money');
  const titleId = useId();
  const money = useBoundText(CRYPTO_UNIT);
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('rules.title')}</CardTitle>
      <RuleList>
        <li>{t('rules.confirmations')}</li>
        <li>{t('rules.unsupported')}</li>
      </RuleList>
      <Loadable
        state={bounds}
        layout="inline"
        skeleton={
          <Skeleton variant="custom">
            <SkeletonLine width="70%" />
          </Skeleton>
        }
        notOfferedTitle={t('rules.boundsNotOffered')}
      >
        {({ min, max }) => <BoundsLine min={min} max={max} format={money} />}
      </Loadable>
    </Card>
  );
}

type BlockchainRechargeViewProps = ModelViewProps<BlockchainRechargeModel> & {
  /** The page title (the route's: wallet or blockchain deposit). */
  title: string;
  /** The page that sent the merchant to deposit (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox after a deposit (demo and development builds only). */
  sandbox: boolean;
};

/**
 * /blockchainRecharge and /walletRecharge: the platform's address on its network with its QR code
 * and a copy button, the deposit rules (and the bounds, when the platform states them),
 * then the amount, the transaction hash and the payment voucher.
 */
export function BlockchainRechargeView({
  title,
  model: data,
  returnTo,
  sandbox,
  onBack,
}: BlockchainRechargeViewProps) {
  const { t } = useTranslation('money');
  const { page, bounds, upload, submission } = data;
  const addressTitleId = useId();
  const limits = bounds.status === 'ready' ? bounds.data : { min: null, max: null };
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <Loadable state={page} skeleton={<PageSkeleton />}>
        {({ account, balance }) =>
          submission.submitted ? (
            <DepositSubmitted
              submitted={submission.submitted}
              returnTo={returnTo}
              sandbox={sandbox}
              paymentUrl={submission.paymentUrl}
              onAgain={submission.again}
            />
          ) : (
            <DepositForm
              min={limits.min}
              max={limits.max}
              balance={balance}
              currency={CRYPTO_UNIT}
              credited={(amount) => amount}
              referenceLabel={t('form.txHash')}
              upload={upload}
              busy={submission.busy}
              refusal={submission.refusal}
              lost={submission.lost}
              onSubmit={submission.submit}
            >
              <Card aria-labelledby={addressTitleId}>
                <CardTitle id={addressTitleId}>{t('network.address')}</CardTitle>
                <AddressBlock>
                  <QrCode
                    value={account.address}
                    label={t('network.qr', { network: account.network })}
                  />
                  <AddressLabel>{t('network.on', { network: account.network })}</AddressLabel>
                  <AddressText data-testid="deposit-address">{account.address}</AddressText>
                  <CopyButton
                    text={account.address}
                    label={t('network.copy')}
                    variant="secondary"
                  />
                </AddressBlock>
              </Card>
              <Rules bounds={bounds} />
            </DepositForm>
          )
        }
      </Loadable>
    </Page>
  );
}
