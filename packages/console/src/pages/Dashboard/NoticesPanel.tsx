import { Card } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PANEL_PAGES } from './access';
import { List, PanelLink } from './Dashboard.styles';
import { PanelState } from './PanelState';
import { useFigure } from './useFigure';

/** The latest notices (通知公告), newest first: each opens the notice list searched for its title. */
export function NoticesPanel() {
  const { t } = useTranslation('console');
  const notices = useFigure('notices', true);
  return (
    <Card
      title={t('dashboard.recentNotices')}
      titleAs="h2"
      extra={<PanelLink to={PANEL_PAGES.notices}>{t('dashboard.all')}</PanelLink>}
    >
      <PanelState
        figure={notices}
        isEmpty={(data) => data.records.length === 0}
        empty={t('dashboard.noNotices')}
        failed={t('dashboard.noticesFailed')}
      >
        {(data) => (
          <List>
            {data.records.map((notice) => (
              <li key={String(notice.id)}>
                <Link
                  to={`${PANEL_PAGES.notices}?${new URLSearchParams({ title: String(notice.title ?? '') })}`}
                  title={notice.title}
                >
                  {notice.title}
                </Link>
                <time dateTime={notice.releaseTime?.slice(0, 10)}>{notice.releaseTime?.slice(0, 10)}</time>
              </li>
            ))}
          </List>
        )}
      </PanelState>
    </Card>
  );
}
