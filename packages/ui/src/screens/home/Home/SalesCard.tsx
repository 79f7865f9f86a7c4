import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { Skeleton, SkeletonBlock } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { visuallyHiddenStyle } from '../../../primitives/VisuallyHidden';
import { CHART_RANGES, type ChartRange, type SalesPoint } from './homeModel';
import { LazyLineChart, toChartValue, useMoneyAxis } from '../../../primitives/LineChart';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Card = styled.section`
  overflow: hidden;
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const Title = styled.h2`
  padding: ${tokens.space.md} ${tokens.space.lg} 0;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  min-height: 216px;
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};
`;

const Readout = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space.sm};
  min-height: 28px;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
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

function ChartSkeleton() {
  return (
    <Skeleton variant="custom">
      <SkeletonBlock width="55%" height="20px" />
      <div style={{ height: 8 }} />
      <SkeletonBlock height="180px" />
    </Skeleton>
  );
}

type ReadyChartProps = {
  range: ChartRange;
  points: SalesPoint[];
};

function ReadyChart({ range, points }: ReadyChartProps) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const formatAmount = useFormatMoney();
  // The most recent point until the user picks another one.
  const [selected, setSelected] = useState(points.length - 1);
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  const values = useMemo(() => points.map((p) => toChartValue(p.amount)), [points]);
  const formatAxis = useMoneyAxis();
  const point = points[selected] ?? points[points.length - 1];
  const column = range === 'today' ? t('chart.column.time') : t('chart.column.date');

  return (
    <>
      {point ? (
        <Readout>
          <span>{point.label}</span>
          <strong>
            <MoneyText value={point.amount} />
          </strong>
        </Readout>
      ) : null}
      {point ? (
        <LazyLineChart
          errorTitle={t('chart.error')}
          labels={labels}
          values={values}
          selected={selected}
          onSelect={setSelected}
          formatAxis={formatAxis}
          label={t('chart.slider')}
          valueText={`${point.label} ${
            point.amount === null ? tCommon('value.unavailable') : formatAmount(point.amount)
          }`}
        />
      ) : null}
      <HiddenTable>
        <caption>{t(`chart.caption.${range}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{t('chart.column.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>
                <MoneyText value={p.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </>
  );
}

type SalesCardProps = {
  /** The curve of the chosen window, or its loading, emptiness or failure (with its retry). */
  state: RequestState<SalesPoint[]>;
  /** The chosen window. */
  range: ChartRange;
  /** Called with the window the merchant switches to. */
  onRangeChange: (range: ChartRange) => void;
};

/** The sales curve with its window switch, a readout of the chosen point and a text table. */
export function SalesCard({ state, range, onRangeChange }: SalesCardProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const items = CHART_RANGES.map((key) => ({ key, label: t(`chart.range.${key}`) }));

  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{t('chart.title')}</Title>
      <Tabs
        items={items}
        value={range}
        onChange={onRangeChange}
        label={t('chart.rangeLabel')}
        variant="pill"
      >
        <Panel>
          <Loadable
            state={state}
            layout="inline"
            skeleton={<ChartSkeleton />}
            empty={<StateBlock kind="empty" layout="inline" title={t('chart.empty')} />}
          >
            {(points) => <ReadyChart key={range} range={range} points={points} />}
          </Loadable>
        </Panel>
      </Tabs>
    </Card>
  );
}
