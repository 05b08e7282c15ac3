export { Chart, type ChartProps } from './Chart';
export { type ChartKind, type ChartPoint, chartOption } from './chartOptions';
