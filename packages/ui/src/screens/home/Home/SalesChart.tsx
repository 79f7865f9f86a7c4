// The chart moved to primitives/LineChart (the finance report draws one too); Home's sales card
// still loads it from here with import(), in the same separate chunk.
export {
  LineChart as SalesChart,
  type LineChartProps as SalesChartProps,
} from '../../../primitives/LineChart/LineChart';
