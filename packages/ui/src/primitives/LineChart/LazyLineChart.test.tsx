// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseProviders } from '../../shell/BaseProviders';
import { initI18n } from '../../i18n';
import type { LineChartProps } from './LineChart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props: LineChartProps = {
  labels: ['11-20', '11-21'],
  values: [1, 2],
  selected: 1,
  onSelect: () => {},
  formatAxis: String,
  label: 'Sales curve',
  valueText: '11-21 $2.00',
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  cleanup();
});

/**
 * The component of a fresh module (nothing loaded yet), with the chart's chunk loading, or
 * failing as on a lost network.
 */
async function freshChart(chunk: 'loads' | 'fails' = 'loads') {
  vi.doMock('./LineChart', () => {
    if (chunk === 'fails') throw new Error('Failed to fetch dynamically imported module');
    return {
      LineChart: ({ label, valueText }: LineChartProps) => (
        <div role="slider" aria-label={label} aria-valuetext={valueText} aria-valuenow={0} />
      ),
    };
  });
  return (await import('./LazyLineChart')).LazyLineChart;
}

/** Lets the frame that shows the placeholder pass, then the loading. */
async function nextFrames() {
  await act(async () => {
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));
    await new Promise((done) => setTimeout(done, 10));
  });
}

describe('LazyLineChart', () => {
  it('shows its placeholder first, then the chart once its chunk is there', async () => {
    const LazyLineChart = await freshChart();
    const { container } = render(<LazyLineChart {...props} />);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
    await nextFrames();
    expect(await screen.findByRole('slider', { name: 'Sales curve' })).toBeTruthy();
  });

  it('draws the chart at once when mounted again after it loaded', async () => {
    const LazyLineChart = await freshChart();
    const first = render(<LazyLineChart {...props} />);
    await nextFrames();
    await screen.findByRole('slider');
    first.unmount();
    render(<LazyLineChart {...props} />);
    expect(screen.getByRole('slider', { name: 'Sales curve' })).toBeTruthy();
  });

  it('shows the failure with its title and a retry when the chunk cannot be loaded', async () => {
    const LazyLineChart = await freshChart('fails');
    render(<LazyLineChart {...props} errorTitle="The chart could not be loaded" />, {
      wrapper: BaseProviders,
    });
    await nextFrames();
    expect(await screen.findByText('The chart could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByRole('button')).toBeTruthy();
  });
});

describe('useMoneyAxis', () => {
  it('labels an amount axis short, in dollars, in the language in use', async () => {
    const { useMoneyAxis } = await import('./LazyLineChart');
    const { result } = renderHook(() => useMoneyAxis());
    expect(result.current(1234)).toBe('$1.2K');
    expect(result.current(0)).toBe('$0');
  });
});
