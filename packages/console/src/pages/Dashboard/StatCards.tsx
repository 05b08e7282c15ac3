import { SkeletonBlock } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import type { Panel } from './access';
import { PANEL_PAGES } from './access';
import { StatError, StatLabel, StatLink, Stats, StatValue } from './Dashboard.styles';
import { type Figure, useFigure } from './useFigure';

interface StatProps {
  panel: Panel;
  label: string;
  figure: Figure<number>;
}

function Stat({ panel, label, figure }: StatProps) {
  const { t } = useTranslation('console');
  return (
    <li>
      <StatLink to={PANEL_PAGES[panel]} aria-busy={figure.status === 'loading'}>
        <StatLabel>{label}</StatLabel>
        {figure.status === 'ready' ? (
          <StatValue>{figure.data}</StatValue>
        ) : figure.status === 'error' ? (
          <StatError>{t('dashboard.failed')}</StatError>
        ) : (
          <SkeletonBlock width="64px" height="32px" />
        )}
      </StatLink>
    </li>
  );
}

/**
 * The figures a person opens the dashboard for, each a link to its page: their open tasks, today's
 * orders, unread messages and the notices. Only the panels in `access` are asked for and shown.
 */
export function StatCards({ access }: { access: Record<Panel, boolean> }) {
  const { t } = useTranslation('console');
  const todo = useFigure('todo', access.todo);
  const claim = useFigure('claim', access.claim);
  const week = useFigure('ordersByDay', access.orders);
  const orders: Figure<number> = { ...week, data: week.data?.at(-1)?.value };
  const messages = useFigure('unreadMessages', access.messages);
  const notices = useFigure('notices', access.notices);
  const noticeTotal: Figure<number> = { ...notices, data: notices.data?.total };
  const cards: StatProps[] = [
    { panel: 'claim' as const, label: t('dashboard.claim'), figure: claim },
    { panel: 'todo' as const, label: t('dashboard.todo'), figure: todo },
    { panel: 'orders' as const, label: t('dashboard.todayOrders'), figure: orders },
    { panel: 'messages' as const, label: t('dashboard.unreadMessages'), figure: messages },
    { panel: 'notices' as const, label: t('dashboard.notices'), figure: noticeTotal },
  ].filter((card) => access[card.panel]);
  if (!cards.length) return null;
  return (
    <Stats $count={cards.length} aria-label={t('dashboard.figures')}>
      {cards.map((card) => (
        <Stat key={card.panel} {...card} />
      ))}
    </Stats>
  );
}
