import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyLineChart, toChartValue, useMoneyAxis } from '../../../primitives/LineChart';
import { MoneyText } from '../../../primitives/MoneyText';
import { visuallyHiddenStyle } from '../../../primitives/VisuallyHidden';
import { Card, CardTitle } from '../../../primitives/Card';
import { chartPoints, type FinanceDay } from './financeModel';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Readout = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space.sm};
  min-height: 28px;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};

  strong {
    font-size: ${tokens.fontSizes.lg};
    font-weight: ${tokens.fontWeights.semibold};
    color: ${tokens.colors.text};
  }
`;

const HiddenTable = styled.table`
  ${visuallyHiddenStyle}
`;

type FinanceChartProps = {
  /** The days of the window (any order; drawn oldest first). */
  days: readonly FinanceDay[];
};

/** Profit per day: a readout of the chosen day, the uPlot curve (lazy) and a text table. */
export function FinanceChart({ days }: FinanceChartProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const titleId = useId();
  const formatAmount = useFormatMoney();
  const points = useMemo(() => chartPoints(days), [days]);
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  const values = useMemo(() => points.map((p) => toChartValue(p.profit)), [points]);
  const formatAxis = useMoneyAxis();
  // The most recent day until the merchant picks another one.
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = Math.min(chosen ?? points.length - 1, points.length - 1);
  const point = points[selected];
  if (!point) return null;

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('finance.chart')}</CardTitle>
      <Readout>
        <span>{point.label}</span>
        <strong>
          <MoneyText value={point.profit} />
        </strong>
      </Readout>
      <LazyLineChart
        labels={labels}
        values={values}
        selected={selected}
        onSelect={setChosen}
        formatAxis={formatAxis}
        label={t('finance.chartSlider')}
        valueText={`${point.label} ${
          point.profit === null ? t('common:value.unavailable') : formatAmount(point.profit)
        }`}
      />
      <HiddenTable>
        <caption>{t('finance.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('finance.date')}</th>
            <th scope="col">{t('finance.dayProfit')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>
                <MoneyText value={p.profit} />
              </td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </Card>
  );
}
