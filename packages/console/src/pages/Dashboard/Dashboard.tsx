import { Button, Card, Skeleton } from '@blade-console/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { BarChart } from './BarChart';
import { Columns, Heading, List, Muted, Page, Stat, Stats } from './Dashboard.styles';
import { type DashboardFigures, isAdministrator, loadFigures } from './figures';

export interface DashboardProps {
  /** Replaces the 'dashboard' heading (the home tab greets the user instead). */
  heading?: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
}

/**
 * `/wel/dashboard` (and, with a greeting, the home tab `/wel/index`): real totals from the server,
 * a bar chart of them, the latest calls and notices.
 */
export function Dashboard({ heading, lead }: DashboardProps = {}) {
  const { t } = useTranslation('console');
  const [figures, setFigures] = useState<DashboardFigures>();
  const admin = isAdministrator(useSession().user?.role_name);
  const refresh = useCallback(() => {
    let live = true;
    void loadFigures(admin).then((next) => {
      if (live) setFigures(next);
    });
    return () => {
      live = false;
    };
  }, [admin]);
  useEffect(refresh, [refresh]);

  const show = (value: number | undefined) => (value === undefined ? t('dashboard.unavailable') : value);
  const bars = (figures?.counts ?? [])
    .filter((count) => count.value !== undefined)
    .map((count) => ({ label: t(`dashboard.${count.key}`), value: count.value ?? 0 }));

  return (
    <Page aria-labelledby="dashboard-heading" aria-busy={!figures}>
      <Heading id="dashboard-heading">{heading ?? t('dashboard.title')}</Heading>
      {lead ? <Muted>{lead}</Muted> : null}
      {figures ? (
        <Stats aria-label={t('dashboard.chartLabel')}>
          {figures.counts.map((count) => (
            <Stat key={count.key}>
              <dt>{t(`dashboard.${count.key}`)}</dt>
              <dd>{show(count.value)}</dd>
            </Stat>
          ))}
          {admin ? (
            <Stat>
              <dt>{t('dashboard.apiLogs')}</dt>
              <dd>{show(figures.apiLogs)}</dd>
            </Stat>
          ) : null}
        </Stats>
      ) : (
        <Skeleton rows={2} />
      )}
      <Columns>
        <Card
          title={t('dashboard.chart')}
          titleAs="h2"
          extra={
            <Button size="small" variant="text" onClick={refresh}>
              {t('dashboard.refresh')}
            </Button>
          }
        >
          {figures ? (
            bars.length ? (
              <BarChart bars={bars} />
            ) : (
              <Muted>{t('dashboard.noData')}</Muted>
            )
          ) : (
            <Skeleton rows={4} />
          )}
        </Card>
        <Card title={t('dashboard.recentNotices')} titleAs="h2">
          {figures?.recentNotices.length ? (
            <List>
              {figures.recentNotices.map((notice) => (
                <li key={String(notice.id)}>
                  <span>{notice.title}</span>
                  <time>{notice.releaseTime?.slice(0, 10)}</time>
                </li>
              ))}
            </List>
          ) : (
            <Muted>{figures ? t('dashboard.noData') : ''}</Muted>
          )}
        </Card>
        {admin ? (
          <Card title={t('dashboard.recentLogs')} titleAs="h2">
            {figures?.recentLogs.length ? (
              <List>
                {figures.recentLogs.map((log) => (
                  <li key={String(log.id)}>
                    <span>
                      {log.method} {log.requestUri}
                    </span>
                    <time>{log.createTime?.slice(11, 19)}</time>
                  </li>
                ))}
              </List>
            ) : (
              <Muted>{figures ? t('dashboard.noData') : ''}</Muted>
            )}
          </Card>
        ) : null}
      </Columns>
    </Page>
  );
}
