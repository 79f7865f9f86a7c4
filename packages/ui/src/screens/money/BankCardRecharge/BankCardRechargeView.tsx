import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS } from '../../../data/paths';
import { CopyButton } from '../../../primitives/CopyButton';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { DepositForm } from '../shared/DepositForm';
import { DepositSubmitted } from '../shared/DepositSubmitted';
import { maskCardNo } from '../shared/depositLinks';
import { Row, Rows, Section, SectionTitle, Stack } from '../shared/parts';
import type { BankCardRechargeModel, BankDepositWay } from './useBankCardRecharge';
import { tokens } from '../../../theme/cssTokens';

const Hint = styled.p`
  color: ${tokens.colors.textSecondary};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

const CardNo = styled.dd`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const Manage = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.sizes.touch};
  margin-block: -12px;
  color: ${tokens.colors.accent.text};
  font-size: ${tokens.fontSizes.sm};
`;

function PageSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonBlock height="140px" />
        <SkeletonBlock height="96px" />
        <SkeletonLine width="40%" />
        <SkeletonBlock height="120px" />
      </Stack>
    </Skeleton>
  );
}

type BankCardRechargeViewProps = {
  /** Bank-card deposit, or a manual transfer (declared the same way). */
  way: BankDepositWay;
  /** The page's model (from `useBankCardRecharge`). */
  data: BankCardRechargeModel;
  /** The page that sent the merchant to deposit (an order to pick), or null. */
  returnTo: string | null;
  /** Offers the demo sandbox after a deposit (demo and development builds only). */
  sandbox: boolean;
  /** Back to the previous page. */
  onBack: () => void;
};

/**
 * /bankCardRecharge (`?way=manual` for a manual transfer): where to transfer (the platform's
 * account), the paying default card, then the amount and the voucher. Without a default card
 * the page asks for one first (SPEC section 5).
 */
export function BankCardRechargeView({
  way,
  data,
  returnTo,
  sandbox,
  onBack,
}: BankCardRechargeViewProps) {
  const { t } = useTranslation(['money', 'app']);
  const { page, upload, submission } = data;
  const accountId = useId();
  const payerId = useId();
  const title = way === 'manual' ? t('money:way.manual') : t('app:route.bankCardRecharge');
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <Loadable state={page} skeleton={<PageSkeleton />}>
        {({ info, card, balance }) => {
          if (!card) {
            return (
              <StateBlock
                kind="empty"
                title={t('money:bank.noDefaultCard')}
                action={
                  <LinkButton href={PATHS.bankList} variant="primary">
                    {t('money:bank.setDefaultCard')}
                  </LinkButton>
                }
              />
            );
          }
          if (!info.account) {
            return (
              <StateBlock
                kind="empty"
                title={t('money:bank.noAccountTitle')}
                description={t('money:bank.noAccount')}
              />
            );
          }
          if (submission.submitted) {
            return (
              <DepositSubmitted
                submitted={submission.submitted}
                returnTo={returnTo}
                sandbox={sandbox}
                onAgain={submission.again}
              />
            );
          }
          return (
            <DepositForm
              min={info.min}
              max={info.max}
              balance={balance}
              currency="USD"
              upload={upload}
              busy={submission.busy}
              refusal={submission.refusal}
              onSubmit={submission.submit}
            >
              <Section aria-labelledby={accountId}>
                <SectionTitle id={accountId}>{t('money:bank.account')}</SectionTitle>
                <Hint>
                  {t(way === 'manual' ? 'money:bank.manualHint' : 'money:bank.transferHint')}
                </Hint>
                <Rows>
                  <Row>
                    <dt>{t('money:bank.bankName')}</dt>
                    <dd>{info.account.bankName}</dd>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.holder')}</dt>
                    <dd>{info.account.holder}</dd>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.cardNo')}</dt>
                    <CardNo>
                      <span>{info.account.cardNo}</span>
                      <CopyButton text={info.account.cardNo} label={t('money:bank.copyCardNo')} />
                    </CardNo>
                  </Row>
                </Rows>
              </Section>
              <Section aria-labelledby={payerId}>
                <Head>
                  <SectionTitle id={payerId}>{t('money:bank.payer')}</SectionTitle>
                  <Manage href={PATHS.bankList}>{t('money:bank.manage')}</Manage>
                </Head>
                <Rows>
                  <Row>
                    <dt>{t('money:bank.bankName')}</dt>
                    <dd>{card.bankName}</dd>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.holder')}</dt>
                    <dd>{card.holder}</dd>
                  </Row>
                  <Row>
                    <dt>{t('money:bank.cardNo')}</dt>
                    <dd>{maskCardNo(card.cardNo)}</dd>
                  </Row>
                </Rows>
              </Section>
            </DepositForm>
          );
        }}
      </Loadable>
    </Page>
  );
}
