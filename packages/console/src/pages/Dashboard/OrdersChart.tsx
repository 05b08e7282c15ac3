import { Card } from '@blade-console/ui';
import { Chart } from '@blade-console/ui/charts';
import { useTranslation } from 'react-i18next';
import { PANEL_PAGES } from './access';
import { HiddenTable, PanelLink } from './Dashboard.styles';
import { PanelState } from './PanelState';
import { useFigure } from './useFigure';
import { CHART_DAYS } from './workplace';

/** Orders per day over the last week, as a bar chart (ui's Chart: ECharts) and a table for readers. */
export function OrdersChart() {
  const { t } = useTranslation('console');
  const points = useFigure('ordersByDay', true);
  const title = t('dashboard.ordersChart', { days: CHART_DAYS });
  return (
    <Card
      title={title}
      titleAs="h2"
      extra={<PanelLink to={PANEL_PAGES.orders}>{t('dashboard.all')}</PanelLink>}
    >
      <PanelState
        figure={points}
        isEmpty={(data) => data.every((point) => point.value === 0)}
        empty={t('dashboard.noOrders', { days: CHART_DAYS })}
        failed={t('dashboard.ordersFailed')}
      >
        {(data) => (
          <>
            <Chart kind="bar" points={data} label={title} height="240px" />
            <HiddenTable>
              <caption>{title}</caption>
              <tbody>
                {data.map((point) => (
                  <tr key={point.key}>
                    <th scope="row">{point.key}</th>
                    <td>{point.value}</td>
                  </tr>
                ))}
              </tbody>
            </HiddenTable>
          </>
        )}
      </PanelState>
    </Card>
  );
}
