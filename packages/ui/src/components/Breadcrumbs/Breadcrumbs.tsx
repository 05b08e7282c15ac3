import { Fragment } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronRight } from '../../icons';
import { Crumb, Current, List, Nav, Separator } from './Breadcrumbs.styles';

export interface BreadcrumbItem {
  /** Stable key (a menu code or path). */
  key: string;
  label: string;
}

export interface BreadcrumbsProps {
  /** From the outermost group to the page shown (the last one is the current page). */
  items: readonly BreadcrumbItem[];
}

/**
 * Where the page sits in the menu (系统管理 › 用户管理): a labelled navigation landmark whose last
 * item is marked as the current page. Groups are not pages, so no item is a link.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useUiTranslation('ui');
  if (items.length === 0) return null;
  return (
    <Nav aria-label={t('breadcrumbs.label')}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={item.key}>
              {index > 0 ? (
                <Separator aria-hidden="true">
                  <ChevronRight />
                </Separator>
              ) : null}
              {last ? <Current aria-current="page">{item.label}</Current> : <Crumb>{item.label}</Crumb>}
            </Fragment>
          );
        })}
      </List>
    </Nav>
  );
}
