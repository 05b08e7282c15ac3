import { Card, Empty, MenuIcon } from '@blade-console/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuLabel } from '../../layout/ConsoleShell/useMenuLabel';
import { menuTarget } from '../../menu/routing';
import { useSession } from '../../session/session';
import { useMenu } from '../../stores/menu';
import { readVisits } from '../../stores/visits';
import { LinkGrid } from './Dashboard.styles';
import { rankQuickLinks } from './rankQuickLinks';

/** Links to the pages the person opens most (counted in this browser), else a default set. */
export function QuickLinks() {
  const { t } = useTranslation('console');
  const menuAll = useMenu((state) => state.menuAll);
  const user = useSession().user;
  const label = useMenuLabel();
  // Counted when the dashboard opens: the pages opened since show the next time it does.
  const links = useMemo(() => rankQuickLinks(menuAll, readVisits(user)), [menuAll, user]);
  return (
    <Card title={t('dashboard.quickLinks')} titleAs="h2">
      {links.length ? (
        <LinkGrid>
          {links.map((item) => (
            <li key={item.id ?? item.path}>
              <Link to={menuTarget(item)} title={label(item)}>
                <MenuIcon source={item.source} size={16} />
                <span>{label(item)}</span>
              </Link>
            </li>
          ))}
        </LinkGrid>
      ) : (
        <Empty compact description={t('dashboard.noLinks')} />
      )}
    </Card>
  );
}
