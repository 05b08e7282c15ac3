import { Button, EmptyImage, type MenuItem } from '@blade-console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMenuLabel } from '../../layout/ConsoleShell/useMenuLabel';
import { findMenuByPath } from '../../menu/routing';
import { useMenu } from '../../stores/menu';
import { Description, Root, Title } from './NotAvailable.styles';

/**
 * A menu item whose page the console has not built yet (the menu is the server's; a new item can
 * come before its page). Shown inside the layout at the item's own address, so the sidebar, the
 * tabs and the way back stay, instead of a bare /404 that drops the frame.
 */
export function NotAvailable() {
  const { t } = useTranslation('console');
  const titleId = useId();
  const { pathname } = useLocation();
  const menuAll = useMenu((state) => state.menuAll);
  const labelOf = useMenuLabel();
  const item = findMenuByPath(menuAll, pathname);
  const name = item ? labelOf(item as MenuItem) : pathname;
  return (
    <Root aria-labelledby={titleId}>
      <EmptyImage />
      <Title id={titleId}>{t('notAvailable.title')}</Title>
      <Description>{t('notAvailable.description', { name })}</Description>
      <Button asChild variant="primary">
        <Link to="/">{t('notAvailable.home')}</Link>
      </Button>
    </Root>
  );
}
