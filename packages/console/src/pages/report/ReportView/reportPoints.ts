import type { ReportData } from '@blade-console/blade-client';
import type { ChartKind, ChartPoint } from '@blade-console/ui/charts';

/** The dictionary naming each dataset's keys (the daily and route datasets name theirs). */
const DATASET_DICTS: Record<string, string> = {
  orders_by_status: 'order_status',
  messages_by_type: 'cooperation_type',
  news_by_category: 'news_category',
};

/** Chart kinds drawn as a picture; `table` (and anything unknown) is shown as the table only. */
export function chartKindOf(chartType: string): ChartKind | null {
  return chartType === 'bar' || chartType === 'line' || chartType === 'pie' ? chartType : null;
}

/**
 * A report's points with labels in the page's language: a dataset counted by a dictionary gets its
 * keys named by `console:dicts.<code>.<key>` (outside Chinese), others keep the server's labels.
 */
export function localisedPoints(
  data: ReportData,
  translate: (key: string, fallback: string) => string,
): ChartPoint[] {
  const dict = DATASET_DICTS[data.dataset];
  return data.points.map((point) => ({
    key: String(point.key),
    label: dict ? translate(`dicts.${dict}.${point.key}`, point.label) : point.label,
    value: Number(point.value) || 0,
  }));
}
