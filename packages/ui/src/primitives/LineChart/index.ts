// Only the lazy wrapper and the type: importing LineChart itself would pull uPlot into the caller's chunk.
export { LazyLineChart, toChartValue, useMoneyAxis } from './LazyLineChart';
export type { LineChartProps } from './LineChart';
