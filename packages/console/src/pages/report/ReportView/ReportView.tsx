import { Alert, Button, Spinner } from '@blade-console/ui';
import { Chart } from '@blade-console/ui/charts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary, useQuery } from '../../../data/hooks';
import { Centre, Figures, Layout, Period, TableScroll } from './ReportView.styles';
import { chartKindOf, localisedPoints } from './reportPoints';

export interface ReportViewProps {
  /** The saved report's id: its figures come from `report.data(id)`. */
  id: string;
  /** Chart height (CSS length). */
  chartHeight?: string;
}

/**
 * A saved report opened: its period, its figures as the chosen chart (bar, line or pie) and, for
 * everyone who does not read charts, the same figures as a table with a total.
 */
export function ReportView({ id, chartHeight = '280px' }: ReportViewProps) {
  const { t, i18n } = useTranslation('console');
  const { data, error, isLoading, mutate } = useQuery('report.data', [id]);
  const charts = useDictionary('report_chart', false);
  const captionId = useId();
  const chinese = i18n.language === 'zh';
  const points = useMemo(
    () =>
      data
        ? localisedPoints(data, (key, fallback) => (chinese ? fallback : t(key, { defaultValue: fallback })))
        : [],
    [data, chinese, t],
  );

  if (isLoading) {
    return (
      <Centre>
        <Spinner />
      </Centre>
    );
  }
  if (error || !data) {
    return (
      <Alert type="error" title={t('website.report.failed')}>
        <Button size="small" onClick={() => void mutate()}>
          {t('website.report.retry')}
        </Button>
      </Alert>
    );
  }
  const kind = chartKindOf(data.chartType);
  const chartName = charts.find((option) => option.value === data.chartType)?.label ?? data.chartType;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <Layout>
      <Period>
        {t('website.report.period', {
          from: data.from.slice(0, 10),
          to: data.to.slice(0, 10),
          days: data.rangeDays,
        })}
      </Period>
      {kind ? (
        <Chart
          kind={kind}
          points={points}
          label={t('website.report.chartLabel', { name: data.name, chart: chartName })}
          height={chartHeight}
        />
      ) : null}
      {points.length === 0 ? (
        <Centre>{t('website.report.empty')}</Centre>
      ) : (
        // A box that scrolls is a stop of its own, named by the table's caption, so a keyboard can
        // scroll it (axe scrollable-region-focusable).
        <TableScroll role="region" tabIndex={0} aria-labelledby={captionId}>
          <Figures>
            <caption id={captionId}>{data.name}</caption>
            <thead>
              <tr>
                <th scope="col">{t('website.report.item')}</th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  {t('website.report.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key}>
                  <th scope="row">{point.label}</th>
                  <td>{point.value}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('website.report.total')}</th>
                <td>{total}</td>
              </tr>
            </tfoot>
          </Figures>
        </TableScroll>
      )}
    </Layout>
  );
}
