import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { tokens } from '../../theme/cssTokens';

// This module is only ever loaded with import() (`LazyLineChart`, Home's sales card): uPlot and
// its CSS land in their own chunk, so no first paint waits for the chart library.

const HEIGHT = 180;

let measure: CanvasRenderingContext2D | null = null;

/** The width of the widest axis text (CSS px), so no amount is cut at the left edge. */
function axisWidth(values: string[] | null, font: string): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure || !values) return 40;
  measure.font = font;
  return Math.ceil(Math.max(0, ...values.map((v) => measure?.measureText(v).width ?? 0))) + 12;
}

/** Puts uPlot's cursor (crosshair and point) on a data index. */
function placeCursor(chart: uPlot, index: number): void {
  const value = chart.data[1]?.[index];
  if (value === undefined || value === null) return;
  chart.setCursor({ left: chart.valToPos(index, 'x'), top: chart.valToPos(value, 'y') }, false);
}

const Control = styled.div`
  position: relative;
  height: ${HEIGHT}px;
  border-radius: ${tokens.radii.md};
  /* Vertical swipes still scroll the page; horizontal ones move the cursor. */
  touch-action: pan-y;
  cursor: crosshair;

  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  .uplot {
    font-family: ${tokens.fonts.body};
  }
`;

const Plot = styled.div`
  width: 100%;
  height: 100%;
`;

export type LineChartProps = {
  /** The server's label of each point (a date, or an hour for today). */
  labels: string[];
  /** The value of each point in currency units, for drawing only (shown amounts stay exact); null leaves a gap. */
  values: (number | null)[];
  /** Index of the point the readout shows; the cursor sits on it. */
  selected: number;
  /** Called with the index the user tapped, dragged, hovered or stepped to. */
  onSelect: (index: number) => void;
  /** Short text of an amount for the vertical axis (compact currency). */
  formatAxis: (value: number) => string;
  /** Accessible name of the chart control. */
  label: string;
  /** What the chosen point says (its label and amount), read by screen readers. */
  valueText: string;
};

/**
 * A curve of amounts over points (sales per day, profit per day): uPlot drawing, a cursor that
 * follows taps, drags, hover and arrow keys, exposed as a slider whose value text says the
 * chosen point. Load it with `LazyLineChart`.
 */
export function LineChart({
  labels,
  values,
  selected,
  onSelect,
  formatAxis,
  label,
  valueText,
}: LineChartProps) {
  const theme = useTheme();
  const plotRef = useRef<HTMLDivElement>(null);
  // A ref, not state: a tap right after the chart appears must already reach it.
  const chartRef = useRef<uPlot | null>(null);
  const selectedRef = useRef(selected);
  const axisFormat = useRef(formatAxis);
  useEffect(() => {
    axisFormat.current = formatAxis;
  });

  useEffect(() => {
    selectedRef.current = selected;
    const chart = chartRef.current;
    if (chart) placeCursor(chart, selected);
  }, [selected]);

  // uPlot is made, then draws, in tasks of their own after the one that commits the chart's
  // frame, at the width the browser's own layout gave the plot (the resize observer's first
  // report): made in the commit's effects, reading the width forced a layout (on a tab page
  // drawn ahead, the whole page's), and the three were one task of 16-25 ms at 1x on this
  // machine (four times that on the bench's slowed phone: bench/RESULTS.md).
  useEffect(() => {
    const target = plotRef.current;
    if (!target) return;
    let chart: uPlot | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let width = 0;
    const plotWidth = () => Math.max(width, 200);
    const make = () => {
      const xs = labels.map((_, i) => i);
      const font = `12px ${theme.fonts.body}`;
      const axisColors = {
        stroke: theme.colors.textSecondary,
        grid: { stroke: theme.colors.border, width: 1 },
        ticks: { show: false },
        font,
      };
      const off = () => null;
      chart = new uPlot(
        {
          width: plotWidth(),
          height: HEIGHT,
          legend: { show: false },
          padding: [12, 20, 0, 0],
          scales: {
            x: { time: false, range: [0, Math.max(labels.length - 1, 1)] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
          },
          cursor: {
            x: true,
            y: false,
            drag: { x: false, y: false },
            points: {
              size: 10,
              fill: theme.colors.surface,
              stroke: theme.colors.accent.solid,
              width: 2,
            },
            // The component drives the cursor itself (pointer events work for touch too).
            bind: {
              mousedown: off,
              mouseup: off,
              click: off,
              dblclick: off,
              mousemove: off,
              mouseleave: off,
              mouseenter: off,
            },
          },
          axes: [
            {
              ...axisColors,
              grid: { show: false },
              space: 48,
              incrs: [1, 2, 3, 4, 5, 6, 7, 10, 15],
              values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            },
            {
              ...axisColors,
              size: (_u, values) => axisWidth(values, font),
              space: 36,
              values: (_u, splits) => splits.map((v) => axisFormat.current(v)),
            },
          ],
          hooks: { ready: [(u) => placeCursor(u, selectedRef.current)] },
          series: [
            {},
            {
              stroke: theme.colors.accent.solid,
              width: 2,
              fill: theme.colors.accent.soft,
              points: { show: labels.length <= 12, size: 6, fill: theme.colors.accent.solid },
            },
          ],
        },
        [xs, values],
        // Drawn in the next task (uPlot's init: its data, its size, then its drawing).
        (u, init) => {
          target.appendChild(u.root);
          timer = setTimeout(() => {
            init();
            // Picked, stepped and sized once it has its data.
            chartRef.current = u;
            fit();
          }, 0);
        },
      );
    };
    const fit = () => {
      const drawn = chartRef.current;
      if (drawn && drawn.width !== plotWidth())
        drawn.setSize({ width: plotWidth(), height: HEIGHT });
    };
    const observer = new ResizeObserver((entries) => {
      width = entries.at(-1)?.contentRect.width ?? width;
      if (!chart) timer ??= setTimeout(make, 0);
      else fit();
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      chart?.destroy();
      chartRef.current = null;
    };
  }, [labels, values, theme]);

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const chart = chartRef.current;
    if (!chart || labels.length === 0) return;
    const left = event.clientX - chart.over.getBoundingClientRect().left;
    const index = Math.min(Math.max(chart.posToIdx(left), 0), labels.length - 1);
    if (index !== selected) onSelect(index);
  };

  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = labels.length - 1;
    const next: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowDown: selected - 1,
      ArrowRight: selected + 1,
      ArrowUp: selected + 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(Math.min(Math.max(target, 0), last));
  };

  return (
    <Control
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={labels.length}
      aria-valuenow={selected + 1}
      aria-valuetext={valueText}
      onKeyDown={step}
      onPointerDown={pick}
      onPointerMove={pick}
      data-testid="line-chart"
    >
      <Plot ref={plotRef} />
    </Control>
  );
}
