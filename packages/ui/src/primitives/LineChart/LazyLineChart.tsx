import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@merchant/api';
import { SkeletonBlock } from '../Skeleton';
import { StateBlock } from '../StateBlock';
import type { LineChartProps } from './LineChart';

type ChartModule =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Chart: ComponentType<LineChartProps> };

/** Loads the chart's own chunk (uPlot and its CSS), and again on retry. */
function useChartModule(): [ChartModule, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [module, setModule] = useState<ChartModule>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    import('./LineChart').then(
      (m) => {
        if (live) setModule({ status: 'ready', Chart: m.LineChart });
      },
      () => {
        if (live) setModule({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setModule({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [module, retry];
}

/**
 * `LineChart` loaded on demand: a block of the chart's height while uPlot arrives, the failure
 * block with retry when its chunk cannot be loaded (a flaky network), then the chart. Pair it
 * with a text table of the same points (visually hidden) for screen readers.
 */
export function LazyLineChart(props: LineChartProps) {
  const { t } = useTranslation('common');
  const [module, retry] = useChartModule();
  if (module.status === 'loading') return <SkeletonBlock height="180px" />;
  if (module.status === 'failed') {
    return (
      <StateBlock
        kind="error"
        layout="inline"
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
