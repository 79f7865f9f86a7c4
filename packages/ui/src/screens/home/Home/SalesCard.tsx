import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { formatMoney } from '@merchant/api';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RequestState } from '../../../data/requestState';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { Skeleton, SkeletonBlock } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { Tabs } from '../../../primitives/Tabs';
import { visuallyHiddenStyle } from '../../../primitives/VisuallyHidden';
import { CHART_RANGES, type ChartRange, type SalesPoint } from './homeModel';
import type { LineChartProps } from '../../../primitives/LineChart/LineChart';
import { tokens } from '../../../theme/cssTokens';

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

type ChartModule =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      Chart: ComponentType<LineChartProps>;
    };

/**
 * Loads the uPlot chart's own chunk (and again on retry) once `wanted`: when the curve's data is
 * there, after the frame that shows it, so the page's content paints before the chart's code
 * is run (it ran in the middle of the first content on a slow phone).
 */
function useChartModule(wanted: boolean): [ChartModule, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [module, setModule] = useState<ChartModule>({ status: 'loading' });
  const loaded = useRef(false);
  useEffect(() => {
    if (!wanted || loaded.current) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      import('../../../primitives/LineChart/LineChart').then(
        (m) => {
          if (!live) return;
          loaded.current = true;
          setModule({ status: 'ready', Chart: m.LineChart });
        },
        () => {
          if (live) setModule({ status: 'failed' });
        },
      );
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void load(), 0);
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [attempt, wanted]);
  const retry = () => {
    setModule({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [module, retry];
}

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
  module: ChartModule;
  retryModule: () => void;
};

function ReadyChart({ range, points, module, retryModule }: ReadyChartProps) {
  const { t, i18n } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  // The most recent point until the user picks another one.
  const [selected, setSelected] = useState(points.length - 1);
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  // Drawing positions only (an unreadable amount leaves a gap); every amount shown as text
  // comes from the exact Money.
  const values = useMemo(
    () => points.map((p) => (p.amount === null ? null : Number(p.amount) / 100)),
    [points],
  );
  const axis = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [i18n.language],
  );
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
      {module.status === 'loading' ? <SkeletonBlock height="180px" /> : null}
      {module.status === 'failed' ? (
        <StateBlock
          kind="error"
          layout="inline"
          title={t('chart.error')}
          description={tCommon('state.error.description')}
          onRetry={retryModule}
        />
      ) : null}
      {module.status === 'ready' && point ? (
        <module.Chart
          labels={labels}
          values={values}
          selected={selected}
          onSelect={setSelected}
          formatAxis={(v) => axis.format(v)}
          label={t('chart.slider')}
          valueText={`${point.label} ${
            point.amount === null
              ? tCommon('value.unavailable')
              : formatMoney(point.amount, i18n.language)
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
  // The chart's chunk loads once the curve is there to draw (see useChartModule).
  const [module, retryModule] = useChartModule(state.status === 'ready');
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
            {(points) => (
              <ReadyChart
                key={range}
                range={range}
                points={points}
                module={module}
                retryModule={retryModule}
              />
            )}
          </Loadable>
        </Panel>
      </Tabs>
    </Card>
  );
}
