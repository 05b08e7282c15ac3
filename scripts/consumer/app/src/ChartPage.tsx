import { Chart, type ChartPoint } from '@blade-console/ui/charts';

const perDay: ChartPoint[] = [
  { key: 'mon', label: 'Mon', value: 120 },
  { key: 'tue', label: 'Tue', value: 132 },
  { key: 'wed', label: 'Wed', value: 101 },
];

/**
 * A page with a chart, from the `charts` subpath: the app installs echarts (the subpath's optional
 * peer) and loads this page on demand.
 */
export default function ChartPage() {
  return <Chart kind="bar" points={perDay} label="Parcels per day" height="240px" />;
}
