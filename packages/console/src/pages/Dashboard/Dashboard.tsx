import { Button } from '@blade-console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../../session/session';
import { useMenu } from '../../stores/menu';
import { panelAccess } from './access';
import { Heading, HeadingRow, Muted, Page, Panels, Wide } from './Dashboard.styles';
import { NoticesPanel } from './NoticesPanel';
import { OrdersChart } from './OrdersChart';
import { QuickLinks } from './QuickLinks';
import { StatCards } from './StatCards';
import { FIGURE_KEY } from './useFigure';

export interface DashboardProps {
  /** Replaces the 'dashboard' heading (the home tab greets the user instead). */
  heading?: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
}

/**
 * `/wel/dashboard` (and, with a greeting, the home tab `/wel/index`): a workplace, as Ant Design
 * Pro's — the person's open tasks, today's orders, unread messages and notices, quick links to the
 * pages they open most, the latest notices and the week's orders. Every figure comes from the
 * server; a panel shows only when the user's menu has its page.
 */
export function Dashboard({ heading, lead }: DashboardProps = {}) {
  const { t } = useTranslation('console');
  const menuAll = useMenu((state) => state.menuAll);
  const access = panelAccess(menuAll, useSession().user?.role_name);
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate((key) => Array.isArray(key) && key[0] === FIGURE_KEY);

  return (
    <Page aria-labelledby="dashboard-heading">
      <HeadingRow>
        <Heading id="dashboard-heading">{heading ?? t('dashboard.title')}</Heading>
        <Button size="small" variant="text" onClick={refresh}>
          {t('dashboard.refresh')}
        </Button>
      </HeadingRow>
      {lead ? <Muted>{lead}</Muted> : null}
      <StatCards access={access} />
      <Panels>
        <QuickLinks />
        {access.notices ? <NoticesPanel /> : null}
        {access.orders ? (
          <Wide>
            <OrdersChart />
          </Wide>
        ) : null}
      </Panels>
    </Page>
  );
}
