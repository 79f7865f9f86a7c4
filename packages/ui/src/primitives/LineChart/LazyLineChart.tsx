import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@merchant/api';
import { useLanguage } from '../../data/format/useLanguage';
import { SkeletonBlock } from '../Skeleton';
import { StateBlock } from '../StateBlock';
import type { LineChartProps } from './LineChart';

type ChartModule =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Chart: ComponentType<LineChartProps> };

// Once loaded, the chart is drawn at once wherever it is mounted again (a window switch, a page
// visited again), without a frame of its placeholder.
let loaded: ComponentType<LineChartProps> | null = null;

/**
 * Loads the chart's own chunk (uPlot and its CSS), and again on retry. It starts after the frame
 * that shows the placeholder, so the page's content paints before the chart's code runs.
 */
function useChartModule(): [ChartModule, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [module, setModule] = useState<ChartModule>(() =>
    loaded ? { status: 'ready', Chart: loaded } : { status: 'loading' },
  );
  const ready = module.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      import('./LineChart').then(
        (m) => {
          loaded = m.LineChart;
          if (live) setModule({ status: 'ready', Chart: m.LineChart });
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
  }, [attempt, ready]);
  const retry = () => {
    setModule({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [module, retry];
}

type LazyLineChartProps = LineChartProps & {
  /** The title of the failure block when the chart's code cannot be loaded (default: none). */
  errorTitle?: string;
};

/**
 * `LineChart` loaded on demand: a block of the chart's height while uPlot arrives, the failure
 * block with retry when its chunk cannot be loaded (a flaky network), then the chart. Pair it
 * with a text table of the same points (visually hidden) for screen readers.
 */
export function LazyLineChart({ errorTitle, ...props }: LazyLineChartProps) {
  const { t } = useTranslation('common');
  const [module, retry] = useChartModule();
  if (module.status === 'loading') return <SkeletonBlock height="180px" />;
  if (module.status === 'failed') {
    return (
      <StateBlock
        kind="error"
        layout="inline"
        title={errorTitle}
        description={t('state.error.description')}
        onRetry={retry}
      />
    );
  }
  return <module.Chart {...props} />;
}

/**
 * An amount as a drawing position of the chart (currency units). For drawing only: every amount
 * shown as text stays the exact Money; null (unreadable) leaves a gap in the curve.
 */
export function toChartValue(amount: Money | null): number | null {
  return amount === null ? null : Number(amount) / 100;
}

/**
 * The labels of an amount axis in the user's language, short ("$1.2K"): drawing positions in
 * USD (see `toChartValue`), never an amount shown as such.
 */
export function useMoneyAxis(): (value: number) => string {
  const language = useLanguage();
  const format = useMemo(
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [language],
  );
  return useCallback((value: number) => format.format(value), [format]);
}
