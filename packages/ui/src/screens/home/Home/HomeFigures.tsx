import { useId, type ReactNode } from 'react';
import { type Money } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MerchantProfile } from '../../../data/queries/merchantProfile';
import { MoneyText } from '../../../primitives/MoneyText';
import { NoValue } from '../../../primitives/NoValue';
import { NumberText } from '../../../primitives/NumberText';
import type { Figures } from './homeModel';
import { Card, CardTitle } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const FigureList = styled.dl`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${tokens.space.lg} ${tokens.space.md};
  margin: 0;
`;

type FigureFont = 'xl' | 'lg' | 'md';

const Figure = styled.div<{ $span: 2 | 3; $font: FigureFont }>`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${tokens.space.xxs};
  grid-column: span ${({ $span }) => $span};
  min-width: 0;

  dt {
    font-size: ${tokens.fontSizes.xs};
    line-height: ${tokens.lineHeights.body};
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    font-size: ${({ theme, $font }) => theme.fontSizes[$font]};
    font-weight: ${tokens.fontWeights.semibold};
    line-height: ${tokens.lineHeights.tight};
    font-variant-numeric: tabular-nums;
    /* Only an amount too long for its column breaks, rather than running into the next. */
    overflow-wrap: anywhere;
  }

  dd > span {
    white-space: normal;
  }
`;

// The two amounts of a row share one size, picked by the longer of them, so long amounts
// (many digits, a long currency sign) step down instead of running into the next column.
function useMoneyFont(): (amounts: (Money | null)[], largest: FigureFont) => FigureFont {
  const formatAmount = useFormatMoney();
  return (amounts, largest) => {
    const lengths = amounts.map((m) => (m === null ? 1 : formatAmount(m).length));
    const longest = Math.max(...lengths);
    if (largest === 'xl' && longest <= 10) return 'xl';
    if (largest !== 'md' && longest <= 12) return 'lg';
    return 'md';
  };
}

type FigureProps = { label: string; children: ReactNode };

function MoneyFigure({
  label,
  font,
  value,
}: {
  label: string;
  font: FigureFont;
  value: Money | null;
}) {
  return (
    <Figure $span={3} $font={font}>
      <dt>{label}</dt>
      <dd>
        <MoneyText value={value} />
      </dd>
    </Figure>
  );
}

function CountFigure({ label, children }: FigureProps) {
  return (
    <Figure $span={2} $font="md">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Figure>
  );
}

type HomeFiguresProps = {
  /** The profile's figures: followers and rating. */
  shop: MerchantProfile;
  /** The dashboard's figures; an unreadable one shows "—". */
  figures: Figures;
};

/** The shop's figures: sales and profit (total and today), orders, followers, rating, visitors. */
export function HomeFigures({ shop, figures }: HomeFiguresProps) {
  const { t } = useTranslation('home');
  const moneyFont = useMoneyFont();
  const totals = moneyFont([figures.totalSales, figures.totalProfit], 'xl');
  // Today's amounts are never drawn larger than the totals above them.
  const today = moneyFont(
    [figures.todaySales, figures.todayProfit],
    totals === 'xl' ? 'lg' : totals,
  );
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('figures.title')}</CardTitle>
      <FigureList>
        <MoneyFigure label={t('figures.totalSales')} value={figures.totalSales} font={totals} />
        <MoneyFigure label={t('figures.totalProfit')} value={figures.totalProfit} font={totals} />
        <MoneyFigure label={t('figures.todaySales')} value={figures.todaySales} font={today} />
        <MoneyFigure label={t('figures.todayProfit')} value={figures.todayProfit} font={today} />
        <CountFigure label={t('figures.todayOrders')}>
          <NumberText value={figures.todayOrders} />
        </CountFigure>
        <CountFigure label={t('figures.followers')}>
          <NumberText value={shop.followers} />
        </CountFigure>
        <CountFigure label={t('figures.rating')}>
          {shop.rating === null ? (
            <NoValue />
          ) : (
            <NumberText value={shop.rating} fractionDigits={1} />
          )}
        </CountFigure>
        <CountFigure label={t('figures.visitsToday')}>
          <NumberText value={figures.visitsToday} />
        </CountFigure>
        <CountFigure label={t('figures.visitsSeven')}>
          <NumberText value={figures.visitsSeven} />
        </CountFigure>
        <CountFigure label={t('figures.visitsThirty')}>
          <NumberText value={figures.visitsThirty} />
        </CountFigure>
      </FigureList>
    </Card>
  );
}
