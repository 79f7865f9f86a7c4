import { type Money } from '@merchant/api';
import { useId, useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountSeparators } from '../../../data/format/amountInput';
import type { PagedList as PagedListModel } from '../../../data/kit/pagedList';
import type { PaymentFlowModel } from '../../../data/kit/paymentFlow';
import type { RequestState } from '../../../data/kit/requestState';
import { Button } from '../../../primitives/Button';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { PaymentFlow } from '../../../primitives/PaymentFlow';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { TextField } from '../../../primitives/TextField';
import { CardNote, CardTitle, RaisedCard, Stack } from '../../../primitives/Card';
import { Facts } from '../shared/parts';
import { useGrowthMessage } from '../shared/validation';
import { donationSchema, type DonationFormValues, type DonationValues } from './donation.schema';
import type { DonationRow, MyDonation } from './donationModel';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space.md};
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.sm} ${tokens.space.lg};
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
`;

const Rank = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.surfaceMuted};
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;

  &[data-top='true'] {
    background: ${tokens.colors.tone.warning.soft};
    color: ${tokens.colors.tone.warning.softText};
  }
`;

const Donor = styled.span`
  overflow-wrap: anywhere;
`;

const Given = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;

  span:first-child {
    font-weight: ${tokens.fontWeights.semibold};
  }

  span:last-child {
    color: ${tokens.colors.textSecondary};
    font-size: ${tokens.fontSizes.xs};
  }
`;

const Board = styled.section`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};

  & > h2 {
    padding: ${tokens.space.lg} ${tokens.space.lg} 0;
  }
`;

function DonorRow({ row }: { row: DonationRow }) {
  const { t } = useTranslation('growth');
  return (
    <Row>
      <Rank data-top={row.rank !== null && row.rank <= 3}>
        {row.rank ?? <NoValue reason="unavailable" />}
      </Rank>
      <Donor>{row.account}</Donor>
      <Given>
        <MoneyText value={row.amount} />
        <span>
          {row.count === null ? (
            <NoValue reason="unavailable" />
          ) : (
            t('donation.countValue', { count: row.count })
          )}
        </span>
      </Given>
    </Row>
  );
}

function MineFigures({ mine }: { mine: RequestState<MyDonation> }) {
  const { t } = useTranslation('growth');
  const titleId = useId();
  const data = mine.status === 'ready' ? mine.data : null;
  const pending = mine.status === 'loading';
  const figure = (content: ReactNode) =>
    pending ? <SkeletonLine width="64px" /> : data ? content : <NoValue reason="unavailable" />;
  return (
    <RaisedCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('donation.mine')}</CardTitle>
      <Facts>
        <div>
          <dt>{t('donation.mineTotal')}</dt>
          <dd>{figure(<MoneyText value={data?.total ?? null} />)}</dd>
        </div>
        <div>
          <dt>{t('donation.mineCount')}</dt>
          <dd>
            {figure(
              data?.count === null || data?.count === undefined ? (
                <NoValue reason="unavailable" />
              ) : (
                t('donation.countValue', { count: data.count })
              ),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('donation.mineRank')}</dt>
          <dd>
            {figure(
              data?.rank ? t('donation.rankValue', { rank: data.rank }) : t('donation.notRanked'),
            )}
          </dd>
        </div>
      </Facts>
    </RaisedCard>
  );
}

type DonationFormProps = {
  balance: Money | null;
  shopClosed: boolean;
  busy: boolean;
  onDonate: (amount: Money) => void;
};

function DonationForm({ balance, shopClosed, busy, onDonate }: DonationFormProps) {
  const { t, i18n } = useTranslation('growth');
  const language = i18n.language;
  const formatAmount = useFormatMoney();
  const message = useGrowthMessage();
  const titleId = useId();
  const schema = useMemo(() => donationSchema({ language, balance }), [language, balance]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DonationFormValues, unknown, DonationValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  return (
    <RaisedCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('donation.form')}</CardTitle>
      <Form noValidate onSubmit={handleSubmit((values) => onDonate(values.amount))}>
        <TextField
          label={t('donation.amount')}
          placeholder={t('donation.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="transaction-amount"
          enterKeyHint="done"
          suffix="USD"
          hint={
            balance === null ? undefined : t('donation.balance', { amount: formatAmount(balance) })
          }
          error={message(errors.amount, { decimal: amountSeparators(language).decimal })}
          {...register('amount')}
        />
        <Button type="submit" size="lg" block disabled={shopClosed} busy={busy}>
          {t('donation.submit')}
        </Button>
      </Form>
    </RaisedCard>
  );
}

type DonationViewProps = {
  /** The merchant's own total, count and place. */
  mine: RequestState<MyDonation>;
  /** The donation ranking, paged. */
  ranking: PagedListModel<DonationRow>;
  /** The balance the amount is checked against (null: unknown). */
  balance: Money | null;
  /** The shop is closed: nothing can be donated. */
  shopClosed: boolean;
  /** The donation payment (quote, payment password). */
  flow: PaymentFlowModel<Money>;
  /** Starts donating a checked amount. */
  onDonate: (amount: Money) => void;
  /** Donations made on this page: the form starts empty after each. */
  donated: number;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /caringDonation: the own total, donating with the payment password, and the ranking. */
export function DonationView({
  mine,
  ranking,
  balance,
  shopClosed,
  flow,
  onDonate,
  donated,
  onBack,
}: DonationViewProps) {
  const { t } = useTranslation(['growth', 'app']);
  const boardId = useId();
  // The ranking carries the own figures too: a platform without it loses both, said once.
  const rankingNotOffered = mine.status === 'failed' && mine.failure.kind === 'notOffered';
  return (
    <Page navBar={<NavBar title={t('app:route.caringDonation')} onBack={onBack} />}>
      <Stack>
        {shopClosed ? <ShopClosedNotice withTitle /> : null}
        <CardNote>{t('donation.intro')}</CardNote>
        {rankingNotOffered ? null : <MineFigures mine={mine} />}
        {flow.notOffered ? (
          <FailureBlock
            failure={{ kind: 'notOffered', serverMessage: null }}
            layout="inline"
            notOfferedTitle={t('donation.form')}
          />
        ) : (
          <DonationForm
            key={donated}
            balance={balance}
            shopClosed={shopClosed}
            busy={flow.busy}
            onDonate={onDonate}
          />
        )}
        {rankingNotOffered ? (
          <FailureBlock
            failure={mine.failure}
            layout="inline"
            notOfferedTitle={t('donation.ranking')}
          />
        ) : (
          <Board aria-labelledby={boardId}>
            <CardTitle id={boardId}>{t('donation.ranking')}</CardTitle>
            <PagedList
              list={ranking}
              getKey={(row) => `${row.account}#${row.rank ?? ''}`}
              label={t('donation.ranking')}
              skeleton={<Skeleton variant="list" rows={5} />}
              emptyState={<StateBlock kind="empty" preset="noData" layout="inline" />}
              renderItem={(row) => <DonorRow row={row} />}
            />
          </Board>
        )}
      </Stack>
      <PaymentFlow
        flow={flow}
        title={t('donation.flow.title')}
        intro={t('donation.flow.intro')}
        itemLabel={t('donation.flow.item')}
        paying={t('donation.flow.paying')}
        closedTitle={t('donation.flow.closedTitle')}
      />
    </Page>
  );
}
