import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moneyFromCents, type Money } from '@merchant/api';
import { ratioText } from '../../../data/format/formatNumber';
import { CopyButton } from '../../../primitives/CopyButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { BoundsLine } from '../shared/BoundsLine';
import { DepositForm } from '../shared/DepositForm';
import { DepositSubmitted } from '../shared/DepositSubmitted';
import { Card, CardTitle, Row, Rows, Stack } from '../../../primitives/Card';
import {
  BANK_DEPOSIT_CURRENCY,
  boundsInCny,
  creditedUsd,
  type BankCardRechargeModel,
} from './useBankCardRecharge';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Hint = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

const CopyRow = styled.dd`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

function PageSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonBlock height="140px" />
        <SkeletonLine width="40%" />
        <SkeletonBlock height="120px" />
      </Stack>
    </Skeleton>
  );
}

type BankCardRechargeViewProps = ModelViewProps<BankCardRechargeModel> & {
  /** The page that sent the merchant to deposit (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox after a deposit (demo and development builds only). */
  sandbox: boolean;
};

/**
 * /bankCardRecharge: the platform's account to transfer to (bank, holder, account number with a
 * copy button), the exchange rate, then the amount in CNY with what it credits in USD, the
 * transfer reference and the voucher. The bounds line comes from recharge_info when the platform
 * offers it; without it the rest of the page works and only that line says so.
 */
export function BankCardRechargeView({
  model: data,
  returnTo,
  sandbox,
  onBack,
}: BankCardRechargeViewProps) {
  const { t, i18n } = useTranslation(['money', 'app']);
  const { page, bounds, upload, submission } = data;
  const accountId = useId();
  const formatAmount = useFormatMoney();
  const cny = (amount: Money) => formatAmount(amount, BANK_DEPOSIT_CURRENCY);
  return (
    <Page navBar={<NavBar title={t('app:route.bankCardRecharge')} onBack={onBack} />}>
      <Loadable state={page} skeleton={<PageSkeleton />}>
        {({ account, rate, balance }) => {
          if (submission.submitted) {
            return (
              <DepositSubmitted
                submitted={submission.submitted}
                returnTo={returnTo}
                sandbox={sandbox}
                paymentUrl={submission.paymentUrl}
                onAgain={submission.again}
              />
            );
          }
          const limits =
            bounds.status === 'ready' ? boundsInCny(bounds.data, rate) : { min: null, max: null };
          return (
            <DepositForm
              min={limits.min}
              max={limits.max}
              balance={balance}
              currency={BANK_DEPOSIT_CURRENCY}
              credited={(amount) => creditedUsd(amount, rate)}
              referenceLabel={t('money:form.transferReference')}
              upload={upload}
              busy={submission.busy}
              refusal={submission.refusal}
              lost={submission.lost}
              onSubmit={submission.submit}
            >
              <Card aria-labelledby={accountId}>
                <CardTitle id={accountId}>{t('money:bank.account')}</CardTitle>
                <Hint>{t('money:bank.transferHint')}</Hint>
                <Rows>
                  <Row>
                    <dt>{t('money:bank.bankName')}</dt>
                    <dd>{account.bankName}</dd>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.holder')}</dt>
                    <CopyRow>
                      <span>{account.holder}</span>
                      <CopyButton text={account.holder} label={t('money:bank.copyHolder')} />
                    </CopyRow>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.cardNo')}</dt>
                    <CopyRow>
                      <span>{account.accountNo}</span>
                      <CopyButton text={account.accountNo} label={t('money:bank.copyCardNo')} />
                    </CopyRow>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.rate')}</dt>
                    <dd>
                      {t('money:bank.rateValue', {
                        usd: formatAmount(moneyFromCents(100)),
                        cny: ratioText(rate, i18n.language),
                      })}
                    </dd>
                  </Row>
                </Rows>
                <Loadable
                  state={bounds}
                  layout="inline"
                  skeleton={
                    <Skeleton variant="custom">
                      <SkeletonLine width="70%" />
                    </Skeleton>
                  }
                  notOfferedTitle={t('money:rules.boundsNotOffered')}
                >
                  {(stated) => {
                    const inCny = boundsInCny(stated, rate);
                    return <BoundsLine min={inCny.min} max={inCny.max} format={cny} />;
                  }}
                </Loadable>
              </Card>
            </DepositForm>
          );
        }}
      </Loadable>
    </Page>
  );
}
